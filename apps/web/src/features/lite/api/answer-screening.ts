// POST /api/screening/:id/feedback: 通过, 未通过 or 待定 with a comment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreenFeedback, ScreeningItem } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { screeningKeys } from './keys';

export function answerScreening({ id, ...body }: ScreenFeedback & { id: number }): Promise<ScreeningItem> {
  return http.post<ScreeningItem>(`/api/screening/${id}/feedback`, body);
}

export function useAnswerScreening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerScreening,
    // The menu's 简历筛选 count goes down with each answer.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: screeningKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.liteCounts })]),
  });
}
