// POST /api/applications/{id}/restore: an eliminated candidate goes back to the stage he left.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateRecruit } from './invalidate';

export function restoreApplication(id: number, version: number): Promise<Application> {
  return http.post<Application>(`/api/applications/${id}/restore`, { version });
}

export function useRestoreApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ id, version }: { id: number; version: number }) => restoreApplication(id, version), onSettled: () => invalidateRecruit(client) });
}
