// DELETE /api/resumes/:id/comments/:commentId: the author's own 备注, or any for an administrator.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export type DeleteCommentInput = { resumeId: number; commentId: number };

export function deleteComment({ resumeId, commentId }: DeleteCommentInput): Promise<unknown> {
  return http.delete<unknown>(`/api/resumes/${resumeId}/comments/${commentId}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, { resumeId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.comments(resumeId) }), queryClient.invalidateQueries({ queryKey: resumeKeys.records })]),
  });
}
