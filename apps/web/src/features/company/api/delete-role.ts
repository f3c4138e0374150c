// DELETE /api/company/roles/:id: a custom role that no account holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function deleteRole(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/company/roles/${id}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.roles.all }), queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all })]),
  });
}
