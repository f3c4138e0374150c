// POST /api/resumes/:id/handover (260001): another account becomes the resume's owner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { afterResumeChange } from './invalidate';

export type HandOverInput = { id: number; toAccountId: number };

export function handOverResume({ id, toAccountId }: HandOverInput): Promise<ResumeDetail> {
  return http.post<ResumeDetail>(`/api/resumes/${id}/handover`, { toAccountId }, { silent: true });
}

export function useHandOverResume() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: handOverResume, onSuccess: (detail) => afterResumeChange(queryClient, detail) });
}
