// GET /api/company/teams: one page of teams with leader and members.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, TeamListQuery, TeamRow } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys, type ListParams } from './keys';

export type TeamListParams = ListParams<TeamListQuery>;

export function getTeams(params: TeamListParams): Promise<Page<TeamRow>> {
  return http.get<Page<TeamRow>>('/api/company/teams', params);
}

export const teamsQuery = (params: TeamListParams) =>
  queryOptions({ queryKey: companyKeys.teams.list(params), queryFn: () => getTeams(params), placeholderData: keepPreviousData });

export function useTeams(params: TeamListParams) {
  return useQuery(teamsQuery(params));
}
