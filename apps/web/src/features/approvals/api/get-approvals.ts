// GET /api/approvals?box=…: one box of 我的审批, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalListQuery, ApprovalRow, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { approvalKeys } from './keys';

export function getApprovals(q: ApprovalListQuery): Promise<Page<ApprovalRow>> {
  return http.get<Page<ApprovalRow>>('/api/approvals', q);
}

export const approvalsQuery = (q: ApprovalListQuery) => queryOptions({ queryKey: approvalKeys.list(q), queryFn: () => getApprovals(q), placeholderData: keepPreviousData });

export function useApprovals(q: ApprovalListQuery) {
  return useQuery(approvalsQuery(q));
}
