// POST /api/recruit-stages, PATCH /api/recruit-stages/:id, DELETE /api/recruit-stages/:id and
// PUT /api/recruit-stages/order: 招聘阶段 (360002).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecruitStage, RecruitStageCreate, RecruitStageUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { processKeys } from './keys';

export const createStage = (body: RecruitStageCreate) => http.post<RecruitStage>('/api/recruit-stages', body, { silent: true });
export const updateStage = ({ id, body, silent = true }: { id: number; body: RecruitStageUpdate; silent?: boolean }) =>
  http.patch<RecruitStage>(`/api/recruit-stages/${id}`, body, { silent });
// Not silent: a refusal (candidates still in the stage, a required stage) is the server's message.
export const deleteStage = (id: number) => http.delete<null>(`/api/recruit-stages/${id}`);
export const reorderStages = (ids: number[]) => http.put<RecruitStage[]>('/api/recruit-stages/order', { ids });

export function useStageChanges() {
  const queryClient = useQueryClient();
  // Processes show the library's names, actions and switches.
  const refresh = () => queryClient.invalidateQueries({ queryKey: processKeys.all });
  return {
    create: useMutation({ mutationFn: createStage, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateStage, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteStage, onSuccess: refresh }),
    reorder: useMutation({ mutationFn: reorderStages, onSettled: refresh }),
  };
}
