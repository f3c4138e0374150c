// Query keys of 邮箱设置: the company's 发信设置 and the caller's 个人发件邮箱 under
// ['email-settings'], 发送记录 under ['outbox'] so that a resend or cancel refreshes the list and
// the open message together.
import type { OutboxQuery } from '@bole/domain';

/** Whose sender: the company's (发信设置) or the caller's own (个人发件邮箱). */
export type SenderScope = 'company' | 'personal';

export const senderKeys = {
  one: (scope: SenderScope) => ['email-settings', scope] as const,
};

export const outboxKeys = {
  all: ['outbox'] as const,
  lists: ['outbox', 'list'] as const,
  list: (q: Partial<OutboxQuery>) => ['outbox', 'list', q] as const,
  detail: (id: number) => ['outbox', 'detail', id] as const,
};

/** The endpoint of the scope's settings. */
export const senderUrl = (scope: SenderScope) => (scope === 'company' ? '/api/email-settings' : '/api/email-settings/personal');
