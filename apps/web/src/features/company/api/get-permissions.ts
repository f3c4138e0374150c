// GET /api/company/permissions: the role editor's permission groups per sys type.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionCatalog } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function getPermissionCatalog(): Promise<PermissionCatalog> {
  return http.get<PermissionCatalog>('/api/company/permissions');
}

// The catalogue only changes with a deployment.
export const permissionCatalogQuery = () => queryOptions({ queryKey: companyKeys.permissions.catalog(), queryFn: getPermissionCatalog, staleTime: Infinity });

export function usePermissionCatalog() {
  return useQuery(permissionCatalogQuery());
}
