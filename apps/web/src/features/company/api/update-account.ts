// PATCH /api/company/accounts/:id: edit, change role or department, disable or enable.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountRow, AccountUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { invalidateAccountViews } from './invalidate';

export type UpdateAccountInput = { id: number; body: AccountUpdate; silent?: boolean };

export function updateAccount({ id, body, silent }: UpdateAccountInput): Promise<AccountRow> {
  return http.patch<AccountRow>(`/api/company/accounts/${id}`, body, { silent });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAccount, onSuccess: () => invalidateAccountViews(queryClient) });
}
