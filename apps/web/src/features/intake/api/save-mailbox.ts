// POST /api/mailtake/mailboxes and PUT /api/mailtake/mailboxes/:id: an empty password keeps the stored one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailboxRow, MailboxSave } from '@bole/domain';
import { http } from '../../../api/http';
import { mailtakeKeys } from './keys';

export function saveMailbox({ id, body }: { id?: number; body: MailboxSave }): Promise<MailboxRow> {
  // The drawer shows failures on its fields.
  return id ? http.put<MailboxRow>(`/api/mailtake/mailboxes/${id}`, body, { silent: true }) : http.post<MailboxRow>('/api/mailtake/mailboxes', body, { silent: true });
}

export function useSaveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMailbox, onSuccess: () => queryClient.invalidateQueries({ queryKey: mailtakeKeys.mailboxes }) });
}
