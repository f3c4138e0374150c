// PATCH /api/company/orgs/:id: rename, move under another parent, set or clear the leader.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgRow, OrgUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export type UpdateOrgInput = { id: number; body: OrgUpdate };

export function updateOrg({ id, body }: UpdateOrgInput): Promise<OrgRow> {
  return http.patch<OrgRow>(`/api/company/orgs/${id}`, body, { silent: true });
}

export function useUpdateOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrg,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.orgs.all }),
        // Department names show in the account list and the permission views.
        queryClient.invalidateQueries({ queryKey: companyKeys.accounts.all }),
        queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all }),
      ]),
  });
}
