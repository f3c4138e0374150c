// GET /api/approval-flows/{kind}: the flow in force (configured false: submissions pass at once).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalFlowView, ApprovalKind } from '@bole/domain';
import { http } from '../../../api/http';
import { approvalKeys } from './keys';

export function getFlow(kind: ApprovalKind): Promise<ApprovalFlowView> {
  return http.get<ApprovalFlowView>(`/api/approval-flows/${kind}`);
}

export const flowQuery = (kind: ApprovalKind) => queryOptions({ queryKey: approvalKeys.flow(kind), queryFn: () => getFlow(kind) });

export function useFlow(kind: ApprovalKind) {
  return useQuery(flowQuery(kind));
}
