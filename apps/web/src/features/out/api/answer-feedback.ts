// POST /api/out/feedback/:token: the candidate's one answer.
import { useMutation } from '@tanstack/react-query';
import type { FeedbackAnswer, PublicFeedback } from '@bole/domain';
import { http } from '../../../api/http';

export function answerFeedback({ token, ...body }: FeedbackAnswer & { token: string }): Promise<PublicFeedback> {
  return http.post<PublicFeedback>(`/api/out/feedback/${encodeURIComponent(token)}`, body, { silent: true });
}

export function useAnswerFeedback() {
  return useMutation({ mutationFn: answerFeedback });
}
