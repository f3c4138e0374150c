// POST /api/report-goals and PUT /api/report-goals/:id: a whole goal; DELETE removes one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalSave, ReportGoal } from '@bole/domain';
import { http } from '../../../api/http';
import { goalKeys } from './goal-keys';

export function saveGoal({ id, body }: { id?: number; body: GoalSave }): Promise<ReportGoal> {
  return id === undefined ? http.post<ReportGoal>('/api/report-goals', body, { silent: true }) : http.put<ReportGoal>(`/api/report-goals/${id}`, body, { silent: true });
}

export function deleteGoal(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/report-goals/${id}`);
}

export function useGoalChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: goalKeys.all });
  return { save: useMutation({ mutationFn: saveGoal, onSuccess }), remove: useMutation({ mutationFn: deleteGoal, onSuccess }) };
}
