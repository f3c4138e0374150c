// PUT /api/company/teams/:id: the members are replaced by memberIds as a whole.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamRow, TeamSave } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export type UpdateTeamInput = { id: number; body: TeamSave };

export function updateTeam({ id, body }: UpdateTeamInput): Promise<TeamRow> {
  return http.put<TeamRow>(`/api/company/teams/${id}`, body, { silent: true });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeam, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.teams.all }) });
}
