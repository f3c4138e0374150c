// GET /api/company/permissions/by-job: per account which jobs it works on and why (paged).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountJobScope, Page } from '@bole/domain';
import { http } from '../../../api/http';
import type { AccountListParams } from './get-accounts';
import { companyKeys } from './keys';

export function getPermissionsByJob(params: AccountListParams): Promise<Page<AccountJobScope>> {
  return http.get<Page<AccountJobScope>>('/api/company/permissions/by-job', params);
}

export const permissionsByJobQuery = (params: AccountListParams) =>
  queryOptions({ queryKey: companyKeys.permissions.byJob(params), queryFn: () => getPermissionsByJob(params), placeholderData: keepPreviousData });

export function usePermissionsByJob(params: AccountListParams, enabled = true) {
  return useQuery({ ...permissionsByJobQuery(params), enabled });
}
