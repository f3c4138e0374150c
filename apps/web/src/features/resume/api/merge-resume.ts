// POST /api/resumes/:id/merge (210007): resume `id` merges into `intoId`, which keeps everything of both.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';
import { afterResumeChange } from './invalidate';

export type MergeInput = { id: number; intoId: number };

export function mergeResume({ id, intoId }: MergeInput): Promise<ResumeDetail> {
  return http.post<ResumeDetail>(`/api/resumes/${id}/merge`, { intoId });
}

export function useMergeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeResume,
    onSuccess: (detail, { id }) => {
      // The merged one is now in the recycle bin: its cached detail is out of date.
      void queryClient.invalidateQueries({ queryKey: resumeKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: resumeKeys.details });
      return afterResumeChange(queryClient, detail);
    },
  });
}
