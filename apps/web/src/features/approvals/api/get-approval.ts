// GET /api/approvals/{id}: one approval with every round, its steps and the full trail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { approvalKeys } from './keys';

export function getApproval(id: number): Promise<ApprovalDetail> {
  return http.get<ApprovalDetail>(`/api/approvals/${id}`);
}

export const approvalQuery = (id: number) => queryOptions({ queryKey: approvalKeys.detail(id), queryFn: () => getApproval(id) });

export function useApproval(id: number | null) {
  return useQuery({ ...approvalQuery(id ?? 0), enabled: id !== null });
}
