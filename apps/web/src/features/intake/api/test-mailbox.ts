// POST /api/mailtake/mailboxes/test: logs in with the drawer's settings and opens the folder.
import { useMutation } from '@tanstack/react-query';
import type { MailboxTest, MailboxTestResult } from '@bole/domain';
import { http } from '../../../api/http';

export function testMailbox(body: MailboxTest): Promise<MailboxTestResult> {
  // The drawer shows the outcome inline, success or failure.
  return http.post<MailboxTestResult>('/api/mailtake/mailboxes/test', body, { silent: true });
}

export function useTestMailbox() {
  return useMutation({ mutationFn: testMailbox });
}
