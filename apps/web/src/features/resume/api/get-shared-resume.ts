// GET /api/out/resumes/:token (public): the resume a share link opens, or why it no longer does.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedResume } from '@bole/domain';
import { http } from '../../../api/http';

export function getSharedResume(token: string): Promise<SharedResume> {
  return http.get<SharedResume>(`/api/out/resumes/${encodeURIComponent(token)}`, undefined, { silent: true });
}

export const sharedResumeQuery = (token: string) =>
  // An expired or revoked link stays so: no retries, no refetch while the page is open.
  queryOptions({ queryKey: ['out', 'resume', token], queryFn: () => getSharedResume(token), retry: false, staleTime: Infinity, refetchOnWindowFocus: false });

export function useSharedResume(token: string) {
  return useQuery({ ...sharedResumeQuery(token), enabled: token !== '' });
}
