// POST /api/auth/password/change {oldPassword, password}.
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@bole/domain';
import { http } from '../../../api/http';

export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return http.post<unknown>('/api/auth/password/change', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
