// POST /api/auth/login {account, password} -> { token, user }.
import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResult } from '@bole/domain';
import { http } from '../../../api/http';

export function login(body: LoginBody): Promise<LoginResult> {
  // Inline error on the form instead of a toast.
  return http.post<LoginResult>('/api/auth/login', body, { silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
