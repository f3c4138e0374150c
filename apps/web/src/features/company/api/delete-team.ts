// DELETE /api/company/teams/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function deleteTeam(id: number): Promise<unknown> {
  return http.delete<unknown>(`/api/company/teams/${id}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.teams.all }) });
}
