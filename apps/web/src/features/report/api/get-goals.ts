// GET /api/report-goals: one page of a year's 招聘目标, each with what it has reached so far.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, ReportGoal } from '@bole/domain';
import { http } from '../../../api/http';
import { goalKeys, type GoalListParams } from './goal-keys';

export function getGoals(params: GoalListParams): Promise<Page<ReportGoal>> {
  return http.get<Page<ReportGoal>>('/api/report-goals', params, { silent: true });
}

export const goalsQuery = (params: GoalListParams) => queryOptions({ queryKey: goalKeys.list(params), queryFn: () => getGoals(params), placeholderData: keepPreviousData });

export function useGoals(params: GoalListParams) {
  return useQuery(goalsQuery(params));
}
