// POST /api/auth/register RegisterBody -> { token, user }.
import { useMutation } from '@tanstack/react-query';
import type { LoginResult, RegisterBody } from '@bole/domain';
import { http } from '../../../api/http';

export function register(body: RegisterBody): Promise<LoginResult> {
  return http.post<LoginResult>('/api/auth/register', body, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
