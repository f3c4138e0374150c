// PATCH /api/resume-tags/:id: a tag's name, colour or order.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateTag, CandidateTagUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export type UpdateTagInput = { id: number; body: CandidateTagUpdate };

export function updateTag({ id, body }: UpdateTagInput): Promise<CandidateTag> {
  return http.patch<CandidateTag>(`/api/resume-tags/${id}`, body, { silent: true });
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  // A renamed or recoloured tag shows on resumes in lists and details too.
  return useMutation({ mutationFn: updateTag, onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.all }) });
}
