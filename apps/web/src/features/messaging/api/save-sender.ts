// PUT and DELETE of a sender (发信设置, 个人发件邮箱): both replace the form's copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSettings, EmailSettingsSave } from '@bole/domain';
import { http } from '../../../api/http';
import { senderKeys, senderUrl, type SenderScope } from './settings-keys';

// Silent: the form shows the server's refusals on its fields.
export function saveSender(scope: SenderScope, body: EmailSettingsSave): Promise<EmailSettings> {
  return http.put<EmailSettings>(senderUrl(scope), body, { silent: true });
}

export function useSaveSender(scope: SenderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSettingsSave) => saveSender(scope, body),
    onSuccess: (saved) => queryClient.setQueryData(senderKeys.one(scope), saved),
  });
}

/** 个人发件邮箱 only: the company's sender is replaced, never removed. */
export function useDeletePersonalSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<null>(senderUrl('personal')),
    onSuccess: () => queryClient.setQueryData(senderKeys.one('personal'), null),
  });
}
