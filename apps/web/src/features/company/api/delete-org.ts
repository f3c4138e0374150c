// DELETE /api/company/orgs/:id: refused for the root, departments with children or members.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

// Silent: the page shows the server's refusal in a dialog rather than a toast.
export function deleteOrg(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/company/orgs/${id}`, { silent: true });
}

export function useDeleteOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrg,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.orgs.all }), queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all })]),
  });
}
