// Query keys of 招聘目标, under ['report-goals'] so a saved or deleted goal refreshes the settings
// list and the boards' 目标进度 alike.
import type { GoalListQuery, GoalProgressQuery } from '@bole/domain';

export type GoalListParams = Pick<GoalListQuery, 'year'> & Partial<Omit<GoalListQuery, 'year'>>;

export const goalKeys = {
  all: ['report-goals'] as const,
  list: (params: GoalListParams) => ['report-goals', 'list', params] as const,
  board: (q: GoalProgressQuery) => ['report-goals', 'board', q] as const,
};
