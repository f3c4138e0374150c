// GET /api/jobs/:id: every field of a job with the names of what it refers to (the edit and copy drawers).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export function getJob(id: number): Promise<JobDetail> {
  return http.get<JobDetail>(`/api/jobs/${id}`);
}

export const jobQuery = (id: number) => queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id) });

export function useJob(id: number | undefined) {
  return useQuery({ ...jobQuery(id ?? 0), enabled: id !== undefined });
}
