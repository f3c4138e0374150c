// PATCH /api/jobs/:id: an edit from the drawer, or 开启/关闭 from the list (`{ status }`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail, JobUpdate } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export type UpdateJobInput = { id: number; body: JobUpdate; silent?: boolean };

export function updateJob({ id, body, silent = true }: UpdateJobInput): Promise<JobDetail> {
  return http.patch<JobDetail>(`/api/jobs/${id}`, body, { silent });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
