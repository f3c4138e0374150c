// POST /api/applications/{id}/transfer: the candidate leaves this job for the first stage of another.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationTransfer } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateRecruit } from './invalidate';

export function transferApplication(id: number, body: ApplicationTransfer): Promise<Application> {
  return http.post<Application>(`/api/applications/${id}/transfer`, body);
}

export function useTransferApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplicationTransfer }) => transferApplication(id, body),
    onSettled: () => invalidateRecruit(client),
  });
}
