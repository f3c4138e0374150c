// POST /api/outbox/:id/resend (重发 a failed or cancelled message) and /cancel (取消发送 a queued
// one): each answers the message as it now stands; the list refetches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMessageDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { outboxKeys } from './settings-keys';

export const resendMessage = (id: number) => http.post<OutboxMessageDetail>(`/api/outbox/${id}/resend`);
export const cancelMessage = (id: number) => http.post<OutboxMessageDetail>(`/api/outbox/${id}/cancel`);

function useOutboxAction(action: (id: number) => Promise<OutboxMessageDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (message) => {
      queryClient.setQueryData(outboxKeys.detail(message.id), message);
      void queryClient.invalidateQueries({ queryKey: outboxKeys.lists });
    },
  });
}

export const useResendMessage = () => useOutboxAction(resendMessage);
export const useCancelMessage = () => useOutboxAction(cancelMessage);
