// POST /api/applications/{id}/eliminate: with a reason of the company's 归档原因 and/or words,
// optionally telling the candidate.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationEliminate } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateRecruit } from './invalidate';

export function eliminateApplication(id: number, body: ApplicationEliminate): Promise<Application> {
  return http.post<Application>(`/api/applications/${id}/eliminate`, body);
}

export function useEliminateApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplicationEliminate }) => eliminateApplication(id, body),
    onSettled: () => invalidateRecruit(client),
  });
}
