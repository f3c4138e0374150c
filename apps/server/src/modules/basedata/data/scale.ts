/** Company scale (headcount), codes 1..6 as in spec section 9. */
import type { BasedataItem } from './types';

export const SCALE: BasedataItem[] = [
  { code: '1', name: '1-49人' },
  { code: '2', name: '50-99人' },
  { code: '3', name: '100-499人' },
  { code: '4', name: '500-999人' },
  { code: '5', name: '1000-9999人' },
  { code: '6', name: '10000人以上' },
];
