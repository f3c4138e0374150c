// GET /api/onboarding: one page of a 入职管理 tab with its filters; GET /api/onboarding/export: the
// hires of the tab as .xlsx through the download helper (the server names the file).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchiveReason, JobPage, OnboardingPage } from '@bole/domain';
import { download } from '../../../api/download';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';

export const onboardingKeys = { all: ['onboarding'] as const, list: (params: Params) => ['onboarding', 'list', params] as const };

export const hiresQuery = (params: Params) =>
  queryOptions({ queryKey: onboardingKeys.list(params), queryFn: () => http.get<OnboardingPage>('/api/onboarding', params), placeholderData: keepPreviousData });

export function useHires(params: Params) {
  return useQuery(hiresQuery(params));
}

export function exportHires(params: Params): Promise<void> {
  return download({ url: '/api/onboarding/export', params, fileName: '入职人员.xlsx' });
}

/** The jobs the caller sees, for the 职位 filter. */
export function useJobOptions() {
  return useQuery({
    queryKey: ['onboarding', 'jobs'],
    queryFn: () => http.get<JobPage>('/api/jobs', { page: 1, pageSize: 100 }),
    select: (page) => page.list.map((j) => ({ value: j.id, label: j.name })),
    staleTime: 60_000,
  });
}

/** The company's enabled 拒绝Offer reasons: what a 未到岗 names. */
export function useNoShowReasons(enabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'reasons'],
    queryFn: () => http.get<ArchiveReason[]>('/api/archive-reasons', { type: 'refuseOffer', enabled: true }),
    enabled,
    staleTime: 60_000,
  });
}
