// POST /api/job-fields, PATCH /api/job-fields/:id, DELETE /api/job-fields/:id,
// POST /api/job-fields/reorder and GET /api/job-fields/:id/usage: 职位字段 (380001).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomField, CustomFieldCreate, CustomFieldUpdate, JobFieldUsage } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export const createJobField = (body: CustomFieldCreate) => http.post<CustomField>('/api/job-fields', body, { silent: true });
export const updateJobField = ({ id, body, silent = true }: { id: number; body: CustomFieldUpdate; silent?: boolean }) =>
  http.patch<CustomField>(`/api/job-fields/${id}`, body, { silent });
export const deleteJobField = (id: number) => http.delete<{ jobCount: number }>(`/api/job-fields/${id}`);
export const reorderJobFields = (ids: number[]) => http.post<CustomField[]>('/api/job-fields/reorder', { ids });
/** Asked right before a delete or an options edit, so the confirmation names the impact. */
export const getJobFieldUsage = (id: number) => http.get<JobFieldUsage>(`/api/job-fields/${id}/usage`);

export function useJobFieldChanges() {
  const queryClient = useQueryClient();
  // Removing a field or options clears values of jobs, so their details refresh too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
  return {
    create: useMutation({ mutationFn: createJobField, onSuccess: refresh }),
    update: useMutation({ mutationFn: updateJobField, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteJobField, onSuccess: refresh }),
    reorder: useMutation({ mutationFn: reorderJobFields, onSuccess: (fields) => queryClient.setQueryData(jobKeys.fields, fields) }),
  };
}
