// POST /api/company/accounts/:id/invite: a fresh invitation link for an account not yet activated.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';

export function inviteAccount(id: number): Promise<{ inviteUrl: string }> {
  return http.post<{ inviteUrl: string }>(`/api/company/accounts/${id}/invite`, {});
}

export function useInviteAccount() {
  return useMutation({ mutationFn: inviteAccount });
}
