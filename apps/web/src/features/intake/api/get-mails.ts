// GET /api/mailtake/mails/waiting and /processed: the collected mails, filtered and paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MailRow, MailState, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { mailtakeKeys, type MailListParams } from './keys';

export function getMails(state: MailState, params: MailListParams): Promise<Page<MailRow>> {
  return http.get<Page<MailRow>>(`/api/mailtake/mails/${state}`, params);
}

export const mailsQuery = (state: MailState, params: MailListParams) =>
  queryOptions({ queryKey: mailtakeKeys.mailList(state, params), queryFn: () => getMails(state, params), placeholderData: keepPreviousData });

export function useMails(state: MailState, params: MailListParams) {
  return useQuery(mailsQuery(state, params));
}
