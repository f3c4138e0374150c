// POST /api/jobs: a new job (新建职位 and 复制); the list and the settings' job counts refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobCreate } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export function createJob(body: JobCreate): Promise<{ id: number }> {
  return http.post<{ id: number }>('/api/jobs', body, { silent: true });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
}
