// GET /api/out/feedback/:token: what a candidate feedback link asks, or why it no longer does.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicFeedback } from '@bole/domain';
import { http } from '../../../api/http';

export function getFeedback(token: string): Promise<PublicFeedback> {
  // The page shows its own states; no toast on top of them.
  return http.get<PublicFeedback>(`/api/out/feedback/${encodeURIComponent(token)}`, undefined, { silent: true });
}

export const feedbackQuery = (token: string) => queryOptions({ queryKey: ['out-feedback', token], queryFn: () => getFeedback(token), retry: false, enabled: token !== '' });

export function useFeedback(token: string) {
  return useQuery(feedbackQuery(token));
}
