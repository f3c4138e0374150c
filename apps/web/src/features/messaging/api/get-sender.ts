// GET /api/email-settings (350002) and GET /api/email-settings/personal (own account): the saved
// sender without its password, null when none is saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSettings } from '@bole/domain';
import { http } from '../../../api/http';
import { senderKeys, senderUrl, type SenderScope } from './settings-keys';

// Silent: the form shows its own error state.
export function getSender(scope: SenderScope): Promise<EmailSettings | null> {
  return http.get<EmailSettings | null>(senderUrl(scope), undefined, { silent: true });
}

export const senderQuery = (scope: SenderScope) => queryOptions({ queryKey: senderKeys.one(scope), queryFn: () => getSender(scope) });

export function useSender(scope: SenderScope) {
  return useQuery(senderQuery(scope));
}
