// What HR reads of pushes: one application's pushes with their feedback, and the overdue ones.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationRecommendations, Page, Recommendation } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';

export function useApplicationRecommendations(applicationId: number) {
  return useQuery({
    queryKey: ['recommendations', 'application', applicationId],
    queryFn: () => http.get<ApplicationRecommendations>(`/api/applications/${applicationId}/recommendations`),
  });
}

export function useOverdueRecommendations(params: Params) {
  return useQuery({
    queryKey: ['recommendations', 'overdue', params],
    queryFn: () => http.get<Page<Recommendation>>('/api/recommendations/overdue', params),
    placeholderData: keepPreviousData,
  });
}

/** How many pushes of a job are overdue (the 反馈超时 button of 流程管理); only with 220004. */
export function useOverdueCount(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['recommendations', 'overdue', 'count', jobId],
    queryFn: () => http.get<Page<Recommendation>>('/api/recommendations/overdue', { jobId, page: 1, pageSize: 1 }),
    select: (page) => page.total,
    enabled,
  });
}
