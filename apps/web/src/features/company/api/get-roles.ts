// GET /api/company/roles: system roles first (spec order), then custom roles, with account counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleRow } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function getRoles(): Promise<RoleRow[]> {
  return http.get<RoleRow[]>('/api/company/roles');
}

export const rolesQuery = () => queryOptions({ queryKey: companyKeys.roles.list(), queryFn: getRoles });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQuery(), enabled });
}
