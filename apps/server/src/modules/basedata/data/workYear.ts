/** Work years (`workYear`), spec section 9: 0 under one year, 1..12 years, 13 more than 12 years. */
import type { WorkYearItem } from './types';

export const WORK_YEARS: WorkYearItem[] = [
  { code: '0', name: '一年以下', years: 0 },
  { code: '1', name: '1年', years: 1 },
  { code: '2', name: '2年', years: 2 },
  { code: '3', name: '3年', years: 3 },
  { code: '4', name: '4年', years: 4 },
  { code: '5', name: '5年', years: 5 },
  { code: '6', name: '6年', years: 6 },
  { code: '7', name: '7年', years: 7 },
  { code: '8', name: '8年', years: 8 },
  { code: '9', name: '9年', years: 9 },
  { code: '10', name: '10年', years: 10 },
  { code: '11', name: '11年', years: 11 },
  { code: '12', name: '12年', years: 12 },
  { code: '13', name: '12年以上', years: 13 },
];
