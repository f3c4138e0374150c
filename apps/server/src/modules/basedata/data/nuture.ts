/** Company nature (`nuture`, the spec's spelling). Codes 1..10. */
import type { BasedataItem } from './types';

export const NUTURE: BasedataItem[] = [
  { code: '1', name: '国有企业' },
  { code: '2', name: '民营企业' },
  { code: '3', name: '外商独资' },
  { code: '4', name: '中外合资' },
  { code: '5', name: '上市公司' },
  { code: '6', name: '事业单位' },
  { code: '7', name: '政府机关' },
  { code: '8', name: '非营利组织' },
  { code: '9', name: '创业公司' },
  { code: '10', name: '其他' },
];
