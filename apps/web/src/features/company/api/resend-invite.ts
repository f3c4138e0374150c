// POST /api/company/accounts/:id/invite: mails an invited account a new invitation link (the old one stops working).
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/http';

export function resendInvite(id: number): Promise<void> {
  return http.post<void>(`/api/company/accounts/${id}/invite`);
}

export function useResendInvite() {
  return useMutation({ mutationFn: resendInvite });
}
