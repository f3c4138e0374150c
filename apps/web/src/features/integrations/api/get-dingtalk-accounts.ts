// GET /api/integrations/dingtalk/accounts: one page of the company's accounts with their DingTalk user ids.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DingtalkAccountRow, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { integrationKeys, type DingtalkAccountParams } from './keys';

export function getDingtalkAccounts(params: DingtalkAccountParams): Promise<Page<DingtalkAccountRow>> {
  return http.get<Page<DingtalkAccountRow>>('/api/integrations/dingtalk/accounts', params);
}

export const dingtalkAccountsQuery = (params: DingtalkAccountParams) =>
  queryOptions({ queryKey: integrationKeys.dingtalk.accounts.list(params), queryFn: () => getDingtalkAccounts(params), placeholderData: keepPreviousData });

export function useDingtalkAccounts(params: DingtalkAccountParams) {
  return useQuery(dingtalkAccountsQuery(params));
}
