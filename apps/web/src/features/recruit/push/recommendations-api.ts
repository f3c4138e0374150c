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
