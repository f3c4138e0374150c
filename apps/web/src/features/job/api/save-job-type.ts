// POST /api/job-types (a category or a classification), PATCH /api/job-types/:id (rename),
// DELETE /api/job-types/:id and POST /api/job-types/reorder: 职位类别 (330002).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobTypeCreate, JobTypeNode, JobTypeReorder } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export const createJobType = (body: JobTypeCreate) => http.post<JobTypeNode>('/api/job-types', body, { silent: true });
export const renameJobType = ({ id, name }: { id: number; name: string }) => http.patch<null>(`/api/job-types/${id}`, { name }, { silent: true });
export const deleteJobType = (id: number) => http.delete<null>(`/api/job-types/${id}`);
export const reorderJobTypes = (body: JobTypeReorder) => http.post<JobTypeNode[]>('/api/job-types/reorder', body);

/** The four changes of the tree; each refreshes it (and the job lists that show category names). */
export function useJobTypeChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
  return {
    create: useMutation({ mutationFn: createJobType, onSuccess: refresh }),
    rename: useMutation({ mutationFn: renameJobType, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteJobType, onSuccess: refresh }),
    reorder: useMutation({ mutationFn: reorderJobTypes, onSuccess: (tree) => queryClient.setQueryData(jobKeys.types, tree) }),
  };
}
