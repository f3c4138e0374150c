// DELETE /api/resumes/:id/files/:fileId (250005): the file leaves the resume; the change is recorded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { afterResumeChange } from './invalidate';
import { resumeKeys } from './keys';

export type DeleteResumeFileInput = { resumeId: number; fileId: number };

export function deleteResumeFile({ resumeId, fileId }: DeleteResumeFileInput): Promise<unknown> {
  return http.delete<unknown>(`/api/resumes/${resumeId}/files/${fileId}`);
}

export function useDeleteResumeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResumeFile,
    onSuccess: (_data, { resumeId }) => Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.detail(resumeId), exact: true }), afterResumeChange(queryClient)]),
  });
}
