// Query keys of 邮箱简历收取. Everything sits under ['mailtake'], so a receive run's results
// (mailbox states, waiting and processed mails) can be refreshed together.
import type { MailListQuery, MailState } from '@bole/domain';

export type MailListParams = Partial<MailListQuery>;

export const mailtakeKeys = {
  all: ['mailtake'] as const,
  mailboxes: ['mailtake', 'mailboxes'] as const,
  mails: ['mailtake', 'mails'] as const,
  mailList: (state: MailState, params: MailListParams) => ['mailtake', 'mails', state, params] as const,
};
