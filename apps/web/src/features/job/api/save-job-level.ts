// POST /api/job-levels, PATCH /api/job-levels/:id, DELETE /api/job-levels/:id and
// POST /api/job-levels/reorder: 职级 (330003).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobLevel, JobLevelCreate, JobLevelUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export const createJobLevel = (body: JobLevelCreate) => http.post<JobLevel>('/api/job-levels', body, { silent: true });
export const updateJobLevel = ({ id, body }: { id: number; body: JobLevelUpdate }) => http.patch<JobLevel>(`/api/job-levels/${id}`, body, { silent: true });
export const deleteJobLevel = (id: number) => http.delete<null>(`/api/job-levels/${id}`);
export const reorderJobLevels = (ids: number[]) => http.post<JobLevel[]>('/api/job-levels/reorder', { ids });

export function useJobLevelChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
  return {
    create: useMutation({ mutationFn: createJobLevel, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateJobLevel, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteJobLevel, onSuccess: refresh }),
    reorder: useMutation({ mutationFn: reorderJobLevels, onSuccess: (levels) => queryClient.setQueryData(jobKeys.levels, levels) }),
  };
}
