// The calls 推荐给用人部门 makes: the job's hiring managers (the default recipients), and the
// push itself (one application, or several through /api/recommendations/bulk).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobDetail, RecommendationPush, RecommendationPushResult } from '@bole/domain';
import { http } from '../../../api/http';

export function useJobHiringManagers(jobId: number | null) {
  return useQuery({
    queryKey: ['job', 'detail', jobId],
    queryFn: () => http.get<JobDetail>(`/api/jobs/${jobId}`, undefined, { silent: true }),
    enabled: jobId !== null,
    select: (job) => job.userPersonAccountIds,
  });
}

export function pushApplications({ applicationIds, ...body }: RecommendationPush & { applicationIds: number[] }): Promise<RecommendationPushResult> {
  return applicationIds.length === 1
    ? http.post<RecommendationPushResult>(`/api/applications/${applicationIds[0]}/recommendations`, body)
    : http.post<RecommendationPushResult>('/api/recommendations/bulk', { ...body, applicationIds });
}

/** Pushes and refreshes what shows pushes: the applications' recommendations and the overdue list. */
export function usePushApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pushApplications,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['recommendations'] }), queryClient.invalidateQueries({ queryKey: ['applications'] })]),
  });
}
