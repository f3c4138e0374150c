// DELETE /api/mailtake/mailboxes/:id: collecting stops; the mails already collected stay listed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { mailtakeKeys } from './keys';

export function deleteMailbox(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/mailtake/mailboxes/${id}`);
}

export function useDeleteMailbox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMailbox, onSuccess: () => queryClient.invalidateQueries({ queryKey: mailtakeKeys.mailboxes }) });
}
