// POST /api/approvals/{id}/approve|reject|withdraw|resubmit: each answers the approval as it now
// stands; the boxes and the /home to-do count change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalApprove, ApprovalDetail, ApprovalReject } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { approvalKeys } from './keys';

export type Decision = { id: number } & ({ action: 'approve'; body: ApprovalApprove } | { action: 'reject'; body: ApprovalReject } | { action: 'withdraw' | 'resubmit'; body?: undefined });

export function decide({ id, action, body }: Decision): Promise<ApprovalDetail> {
  return http.post<ApprovalDetail>(`/api/approvals/${id}/${action}`, body ?? {}, { silent: true });
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (detail) => {
      queryClient.setQueryData(approvalKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.lists });
      // The to-do count of /home in either mode.
      void queryClient.invalidateQueries({ queryKey: queryKeys.home.todos(1).slice(0, 2) });
    },
  });
}
