// POST /api/company/accounts: a new account, active with a password or invited (待激活); answers its row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCreate, AccountRow } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateAccountViews } from './invalidate';

export function createAccount(body: AccountCreate): Promise<AccountRow> {
  return http.post<AccountRow>('/api/company/accounts', body, { silent: true });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSuccess: () => invalidateAccountViews(queryClient) });
}
