// POST /api/mailtake/mailboxes/:id/receive (立即收取): queues a receive run of the mailbox.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailboxReceiveResult } from '@bole/domain';
import { http } from '../../../api/http';
import { mailtakeKeys } from './keys';

export function receiveMailbox(id: number): Promise<MailboxReceiveResult> {
  return http.post<MailboxReceiveResult>(`/api/mailtake/mailboxes/${id}/receive`);
}

export function useReceiveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: receiveMailbox, onSuccess: () => queryClient.invalidateQueries({ queryKey: mailtakeKeys.all }) });
}
