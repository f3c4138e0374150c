// GET /api/resume-tags: the company's tag catalogue with usage counts, in display order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateTag } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getTags(): Promise<CandidateTag[]> {
  return http.get<CandidateTag[]>('/api/resume-tags');
}

export const tagsQuery = () => queryOptions({ queryKey: resumeKeys.tags, queryFn: getTags, staleTime: 30_000 });

export function useTags(enabled = true) {
  return useQuery({ ...tagsQuery(), enabled });
}
