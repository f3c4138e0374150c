// GET /api/resume-tags: the company's tag catalogue (标签管理), offered as 职位标签. Silent: a
// caller without the talent pool's tag permissions just gets no picker options.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateTag } from '@bole/domain';
import { http } from '../../../api/http';

export const tagOptionsQuery = () =>
  queryOptions({ queryKey: ['job', 'tag-options'], queryFn: () => http.get<CandidateTag[]>('/api/resume-tags', undefined, { silent: true }), staleTime: 60_000, retry: false });

export function useTagOptions() {
  return useQuery(tagOptionsQuery());
}
