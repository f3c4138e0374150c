// GET /api/mailtake/mailboxes: the company's collection mailboxes with their receive state (never a password).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxRow } from '@bole/domain';
import { http } from '../../../api/http';
import { mailtakeKeys } from './keys';

export function getMailboxes(): Promise<MailboxRow[]> {
  return http.get<MailboxRow[]>('/api/mailtake/mailboxes');
}

export const mailboxesQuery = () => queryOptions({ queryKey: mailtakeKeys.mailboxes, queryFn: getMailboxes });

/** With `poll`, refetched every few seconds (a receive run is under way). */
export function useMailboxes(poll = false) {
  return useQuery({ ...mailboxesQuery(), refetchInterval: poll ? 3000 : false });
}
