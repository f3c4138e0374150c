/**
 * Degree options of resume search (`degreeSearch`): a resume matches when its degree rank >= `minRank`.
 * Codes reuse the degree codes of the minimum degree (0 = 不限).
 */
import type { EducationRequirementItem } from './types';

export const DEGREE_SEARCH: EducationRequirementItem[] = [
  { code: '0', name: '不限', minRank: 0 },
  { code: '9', name: '高中/中专及以上', minRank: 2 },
  { code: '2', name: '大专及以上', minRank: 3 },
  { code: '3', name: '本科及以上', minRank: 4 },
  { code: '4', name: '硕士及以上', minRank: 5 },
  { code: '5', name: '博士及以上', minRank: 6 },
  { code: '6', name: '博士后', minRank: 7 },
];
