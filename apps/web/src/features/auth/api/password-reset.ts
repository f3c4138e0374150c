// POST /api/auth/password/forget {account} -> {sent: true} for every account (never the link);
// POST /api/auth/password/reset {token, password}.
import { useMutation } from '@tanstack/react-query';
import type { ForgetBody, ResetBody } from '@bole/domain';
import { http } from '../../../api/http';

export type ForgetResult = { sent: boolean } | null | undefined;

export function requestReset(body: ForgetBody): Promise<ForgetResult> {
  return http.post<ForgetResult>('/api/auth/password/forget', body, { silent: true });
}

export function resetPassword(body: ResetBody): Promise<unknown> {
  return http.post<unknown>('/api/auth/password/reset', body, { silent: true });
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
