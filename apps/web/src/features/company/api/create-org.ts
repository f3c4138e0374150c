// POST /api/company/orgs: a department under a parent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgCreate, OrgRow } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export function createOrg(body: OrgCreate): Promise<OrgRow> {
  return http.post<OrgRow>('/api/company/orgs', body, { silent: true });
}

export function useCreateOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrg,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.orgs.all }), queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all })]),
  });
}
