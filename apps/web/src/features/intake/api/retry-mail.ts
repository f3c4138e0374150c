// POST /api/mailtake/mails/:id/retry (重新处理): processes a waiting or failed mail now and answers its new row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailRow } from '@bole/domain';
import { http } from '../../../api/http';
import { mailtakeKeys } from './keys';

export function retryMail(id: number): Promise<MailRow> {
  return http.post<MailRow>(`/api/mailtake/mails/${id}/retry`);
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: () => queryClient.invalidateQueries({ queryKey: mailtakeKeys.all }) });
}
