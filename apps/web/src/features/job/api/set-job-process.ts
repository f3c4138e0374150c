// PUT /api/jobs/:id/recruit-process: puts the job on another process (null = the default one);
// refused while candidates stand in a stage the new process lacks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStage } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export function setJobProcess({ id, processId }: { id: number; processId: number | null }): Promise<JobStage[]> {
  return http.put<JobStage[]>(`/api/jobs/${id}/recruit-process`, { processId }, { silent: true });
}

export function useSetJobProcess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setJobProcess, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
}
