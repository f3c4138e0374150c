// GET /api/company/permissions/by-department: departments in tree order with their accounts and roles.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentGrants } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function getPermissionsByDepartment(): Promise<DepartmentGrants[]> {
  return http.get<DepartmentGrants[]>('/api/company/permissions/by-department');
}

export const permissionsByDepartmentQuery = () => queryOptions({ queryKey: companyKeys.permissions.byDepartment(), queryFn: getPermissionsByDepartment });

export function usePermissionsByDepartment(enabled = true) {
  return useQuery({ ...permissionsByDepartmentQuery(), enabled });
}
