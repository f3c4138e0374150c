// PUT /api/approval-flows/{kind} saves the chain as a new version; DELETE turns approval off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalFlowSave, ApprovalFlowView, ApprovalKind } from '@bole/domain';
import { http } from '../../../api/http';
import { approvalKeys } from './keys';

export function saveFlow(kind: ApprovalKind, body: ApprovalFlowSave): Promise<ApprovalFlowView> {
  return http.put<ApprovalFlowView>(`/api/approval-flows/${kind}`, body, { silent: true });
}

export function deleteFlow(kind: ApprovalKind): Promise<null> {
  return http.delete<null>(`/api/approval-flows/${kind}`);
}

export function useSaveFlow(kind: ApprovalKind) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: ApprovalFlowSave) => saveFlow(kind, body), onSuccess: (view) => queryClient.setQueryData(approvalKeys.flow(kind), view) });
}

export function useDeleteFlow(kind: ApprovalKind) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => deleteFlow(kind), onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.flow(kind) }) });
}
