// PATCH /api/company/roles/:id: name, description and the permission codes per sys type.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleRow, RoleUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { companyKeys } from './keys';

export type UpdateRoleInput = { id: number; body: RoleUpdate; silent?: boolean };

export function updateRole({ id, body, silent }: UpdateRoleInput): Promise<RoleRow> {
  return http.patch<RoleRow>(`/api/company/roles/${id}`, body, { silent });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.roles.all }),
        queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all }),
        // The signed-in user's own permissions may be the ones that changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.account.info() }),
      ]),
  });
}
