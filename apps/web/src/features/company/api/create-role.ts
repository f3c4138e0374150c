// POST /api/company/roles: a custom role.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleCreate, RoleRow } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function createRole(body: RoleCreate): Promise<RoleRow> {
  return http.post<RoleRow>('/api/company/roles', body, { silent: true });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.roles.all }), queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all })]),
  });
}
