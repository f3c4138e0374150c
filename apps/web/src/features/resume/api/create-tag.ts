// POST /api/resume-tags (340005 标签管理): a new tag of the catalogue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateTag, CandidateTagCreate } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function createTag(body: CandidateTagCreate): Promise<CandidateTag> {
  return http.post<CandidateTag>('/api/resume-tags', body, { silent: true });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.tags }) });
}
