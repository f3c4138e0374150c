// POST /api/company/teams: a team with its leader and members.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamRow, TeamSave } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function createTeam(body: TeamSave): Promise<TeamRow> {
  return http.post<TeamRow>('/api/company/teams', body, { silent: true });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.teams.all }) });
}
