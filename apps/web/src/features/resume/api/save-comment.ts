// POST /api/resumes/:id/comments and PATCH …/comments/:commentId (250007): add a 备注, or edit
// one's own. Both show in the operation history too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeComment, ResumeCommentBody } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export type SaveCommentInput = ResumeCommentBody & { resumeId: number; commentId?: number };

export function saveComment({ resumeId, commentId, ...body }: SaveCommentInput): Promise<ResumeComment> {
  const url = `/api/resumes/${resumeId}/comments`;
  return commentId === undefined ? http.post<ResumeComment>(url, body, { silent: true }) : http.patch<ResumeComment>(`${url}/${commentId}`, body, { silent: true });
}

export function useSaveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComment,
    onSuccess: (_comment, { resumeId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.comments(resumeId) }), queryClient.invalidateQueries({ queryKey: resumeKeys.records })]),
  });
}
