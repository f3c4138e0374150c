// PATCH /api/integrations/dingtalk/accounts/:id: sets an account's DingTalk user id (empty unbinds).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DingtalkAccountBind, DingtalkAccountRow } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { integrationKeys } from './keys';

export type BindDingtalkAccountInput = { id: number; body: DingtalkAccountBind };

export function bindDingtalkAccount({ id, body }: BindDingtalkAccountInput): Promise<DingtalkAccountRow> {
  return http.patch<DingtalkAccountRow>(`/api/integrations/dingtalk/accounts/${id}`, body, { silent: true });
}

export function useBindDingtalkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindDingtalkAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.dingtalk.accounts.all }),
        // The signed-in user's own binding shows in the account info (isDingWorkUser).
        queryClient.invalidateQueries({ queryKey: queryKeys.account.info() }),
      ]),
  });
}
