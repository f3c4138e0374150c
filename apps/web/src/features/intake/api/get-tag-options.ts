// GET /api/resume-tags: the tag catalogue (标签管理), for a flag rule's tag. Silent: without the
// pool's tag permission the picker just offers nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateTag } from '@bole/domain';
import { http } from '../../../api/http';

export const tagOptionsQuery = () =>
  queryOptions({ queryKey: ['resume-rules', 'tag-options'], queryFn: () => http.get<CandidateTag[]>('/api/resume-tags', undefined, { silent: true }), staleTime: 60_000, retry: false });

export function useTagOptions() {
  return useQuery(tagOptionsQuery());
}
