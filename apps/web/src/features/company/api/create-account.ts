// POST /api/company/accounts: a new account, active with a password or invited (answers inviteUrl).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCreate, AccountCreated } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateAccountViews } from './invalidate';

export function createAccount(body: AccountCreate): Promise<AccountCreated> {
  return http.post<AccountCreated>('/api/company/accounts', body, { silent: true });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAccount, onSuccess: () => invalidateAccountViews(queryClient) });
}
