/**
 * Job education requirement (`education`). Codes reuse the degree codes of the minimum degree
 * (0 = 不限), so a requirement code can be compared with a resume degree via `minRank` / `DegreeItem.rank`.
 */
import type { EducationRequirementItem } from './types';

export const EDUCATION: EducationRequirementItem[] = [
  { code: '0', name: '不限', minRank: 0 },
  { code: '10', name: '初中及以上', minRank: 1 },
  { code: '8', name: '中专/中技及以上', minRank: 2 },
  { code: '9', name: '高中及以上', minRank: 2 },
  { code: '2', name: '大专及以上', minRank: 3 },
  { code: '3', name: '本科及以上', minRank: 4 },
  { code: '4', name: '硕士及以上', minRank: 5 },
  { code: '5', name: '博士及以上', minRank: 6 },
];
