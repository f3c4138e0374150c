// POST /api/email-settings/test and /api/email-settings/personal/test: a test mail to the
// caller's login address through the saved sender; `error` is the mail server's answer.
import { useMutation } from '@tanstack/react-query';
import type { EmailSettingsTestResult } from '@bole/domain';
import { http } from '../../../api/http';
import { senderUrl, type SenderScope } from './settings-keys';

export function testSender(scope: SenderScope): Promise<EmailSettingsTestResult> {
  return http.post<EmailSettingsTestResult>(`${senderUrl(scope)}/test`);
}

export function useTestSender(scope: SenderScope) {
  return useMutation({ mutationFn: () => testSender(scope) });
}
