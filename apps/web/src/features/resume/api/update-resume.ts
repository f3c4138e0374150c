// PATCH /api/resumes/:id: only the keys sent change; a list sent replaces the whole list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeDetail, ResumeUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { afterResumeChange } from './invalidate';

export type UpdateResumeInput = { id: number; body: ResumeUpdate };

export function updateResume({ id, body }: UpdateResumeInput): Promise<ResumeDetail> {
  return http.patch<ResumeDetail>(`/api/resumes/${id}`, body, { silent: true });
}

export function useUpdateResume() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateResume, onSuccess: (detail) => afterResumeChange(queryClient, detail) });
}
