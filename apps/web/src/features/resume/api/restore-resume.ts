// POST /api/resumes/:id/restore (210013): back from the recycle bin.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { afterResumeChange } from './invalidate';

export function restoreResume(id: number): Promise<ResumeDetail> {
  return http.post<ResumeDetail>(`/api/resumes/${id}/restore`);
}

export function useRestoreResume() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreResume, onSuccess: (detail) => afterResumeChange(queryClient, detail) });
}
