// POST /api/resumes/:id/shares (250032): a new link; its token comes back only in this answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeShareCreate, ResumeShareCreated } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export type CreateShareInput = ResumeShareCreate & { resumeId: number };

export function createShare({ resumeId, ...body }: CreateShareInput): Promise<ResumeShareCreated> {
  return http.post<ResumeShareCreated>(`/api/resumes/${resumeId}/shares`, body);
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: (_link, { resumeId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.shares(resumeId) }), queryClient.invalidateQueries({ queryKey: resumeKeys.records })]),
  });
}
