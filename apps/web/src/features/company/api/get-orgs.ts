// GET /api/company/orgs: the department tree with leaders and direct member counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgNode } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function getOrgs(): Promise<OrgNode[]> {
  return http.get<OrgNode[]>('/api/company/orgs');
}

export const orgsQuery = () => queryOptions({ queryKey: companyKeys.orgs.tree(), queryFn: getOrgs });

export function useOrgs() {
  return useQuery(orgsQuery());
}
