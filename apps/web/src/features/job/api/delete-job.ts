// DELETE /api/jobs/:id (230005): the job leaves the lists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export function deleteJob(id: number): Promise<null> {
  return http.delete<null>(`/api/jobs/${id}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
}
