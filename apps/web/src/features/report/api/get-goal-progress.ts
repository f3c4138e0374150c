// GET /api/reports/goals/progress: the goals whose period holds the board's period, with their progress.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalProgressBoard, GoalProgressQuery } from '@bole/domain';
import { http } from '../../../api/http';
import { goalKeys } from './goal-keys';

export function getGoalProgress(q: GoalProgressQuery): Promise<GoalProgressBoard> {
  return http.get<GoalProgressBoard>('/api/reports/goals/progress', q, { silent: true });
}

export const goalProgressQuery = (q: GoalProgressQuery) => queryOptions({ queryKey: goalKeys.board(q), queryFn: () => getGoalProgress(q) });

export function useGoalProgress(q: GoalProgressQuery) {
  return useQuery(goalProgressQuery(q));
}
