// POST /api/resumes/:id/tags (250006): the resume's tags, replaced as a whole.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { afterResumeChange } from './invalidate';

export type SetTagsInput = { id: number; tagIds: number[] };

export function setResumeTags({ id, tagIds }: SetTagsInput): Promise<ResumeDetail> {
  return http.post<ResumeDetail>(`/api/resumes/${id}/tags`, { tagIds });
}

export function useSetResumeTags() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setResumeTags, onSuccess: (detail) => afterResumeChange(queryClient, detail) });
}
