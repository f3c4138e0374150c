// POST /api/applications/{id}/archive: the candidate leaves the job and goes back to the talent
// pool with an archive reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationArchive } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateRecruit } from './invalidate';

export function archiveApplication(id: number, body: ApplicationArchive): Promise<Application> {
  return http.post<Application>(`/api/applications/${id}/archive`, body);
}

export function useArchiveApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplicationArchive }) => archiveApplication(id, body),
    onSettled: () => invalidateRecruit(client),
  });
}
