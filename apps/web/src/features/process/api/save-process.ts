// POST /api/recruit-processes, PATCH /api/recruit-processes/:id, DELETE /api/recruit-processes/:id
// and POST /api/recruit-processes/:id/default: 招聘流程 (360001).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecruitProcess, RecruitProcessCreate, RecruitProcessUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { processKeys } from './keys';

export const createProcess = (body: RecruitProcessCreate) => http.post<RecruitProcess>('/api/recruit-processes', body, { silent: true });
export const updateProcess = ({ id, body }: { id: number; body: RecruitProcessUpdate }) => http.patch<RecruitProcess>(`/api/recruit-processes/${id}`, body, { silent: true });
// Not silent: a refusal (jobs still on it, the default process) is the server's message.
export const deleteProcess = (id: number) => http.delete<null>(`/api/recruit-processes/${id}`);
export const makeDefaultProcess = (id: number) => http.post<RecruitProcess>(`/api/recruit-processes/${id}/default`);

export function useProcessChanges() {
  const queryClient = useQueryClient();
  // Stage usage counts follow the processes.
  const refresh = () => queryClient.invalidateQueries({ queryKey: processKeys.all });
  return {
    create: useMutation({ mutationFn: createProcess, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateProcess, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteProcess, onSuccess: refresh }),
    makeDefault: useMutation({ mutationFn: makeDefaultProcess, onSuccess: refresh }),
  };
}
