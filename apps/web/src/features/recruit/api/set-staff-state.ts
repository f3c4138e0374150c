// POST /api/applications/{id}/staff-state: 待入职, 已入职, 已转正 or 已离职 (办理入职, 220011).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationStaffState } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateRecruit } from './invalidate';

export function setStaffState(id: number, body: ApplicationStaffState): Promise<Application> {
  return http.post<Application>(`/api/applications/${id}/staff-state`, body);
}

export function useSetStaffState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplicationStaffState }) => setStaffState(id, body),
    onSettled: () => invalidateRecruit(client),
  });
}
