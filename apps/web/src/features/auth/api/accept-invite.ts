// POST /api/auth/invite/accept {token, password} -> { token, user }: an invited account sets its
// first password and is signed in (the server also sets the token cookie).
import { useMutation } from '@tanstack/react-query';
import type { AcceptInviteBody, LoginResult } from '@bole/domain';
import { http } from '../../../api/http';

export function acceptInvite(body: AcceptInviteBody): Promise<LoginResult> {
  // 邀请链接无效或已过期 shows on the form instead of a toast.
  return http.post<LoginResult>('/api/auth/invite/accept', body, { silent: true });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
