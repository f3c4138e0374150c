// GET /api/company/accounts: one page of the company's accounts, with search and filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountListQuery, AccountRow, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys, type ListParams } from './keys';

export type AccountListParams = ListParams<AccountListQuery>;

export function getAccounts(params: AccountListParams): Promise<Page<AccountRow>> {
  return http.get<Page<AccountRow>>('/api/company/accounts', params);
}

export const accountsQuery = (params: AccountListParams) =>
  queryOptions({ queryKey: companyKeys.accounts.list(params), queryFn: () => getAccounts(params), placeholderData: keepPreviousData });

export function useAccounts(params: AccountListParams, enabled = true) {
  return useQuery({ ...accountsQuery(params), enabled });
}
