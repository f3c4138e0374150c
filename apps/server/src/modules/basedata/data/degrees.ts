/**
 * Degrees (`degrees`), codes exactly as spec section 9: 2 大专, 3 本科, 4 硕士, 5 博士, 6 博士后, 7 MBA,
 * 8 中专, 9 高中, 10 初中. Listed in display order (lowest level first); `rank` orders levels
 * (MBA ranks with 硕士, 中专 with 高中).
 */
import type { DegreeItem } from './types';

export const DEGREES: DegreeItem[] = [
  { code: '10', name: '初中', rank: 1 },
  { code: '8', name: '中专', rank: 2 },
  { code: '9', name: '高中', rank: 2 },
  { code: '2', name: '大专', rank: 3 },
  { code: '3', name: '本科', rank: 4 },
  { code: '4', name: '硕士', rank: 5 },
  { code: '7', name: 'MBA', rank: 5 },
  { code: '5', name: '博士', rank: 6 },
  { code: '6', name: '博士后', rank: 7 },
];
