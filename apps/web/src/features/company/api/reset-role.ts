// POST /api/company/roles/:id/reset: a system role's permissions back to their defaults.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleRow } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { companyKeys } from './keys';

export function resetRole(id: number): Promise<RoleRow> {
  return http.post<RoleRow>(`/api/company/roles/${id}/reset`, {});
}

export function useResetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.roles.all }),
        queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.info() }),
      ]),
  });
}
