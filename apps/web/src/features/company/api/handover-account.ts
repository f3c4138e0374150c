// POST /api/company/accounts/:id/handover {toAccountId, disable}: moves an account's work to a colleague.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountHandOver, HandOverResult } from '@bole/domain';
import { http } from '../../../api/http';
import { companyKeys } from './keys';

export type HandOverInput = { id: number; body: AccountHandOver };

export function handOverAccount({ id, body }: HandOverInput): Promise<HandOverResult> {
  return http.post<HandOverResult>(`/api/company/accounts/${id}/handover`, body);
}

export function useHandOverAccount() {
  const queryClient = useQueryClient();
  // Leaders of teams and departments move too, so every company view may have changed.
  return useMutation({ mutationFn: handOverAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}
