// GET /api/job-levels: the 职级 in the company's order, with how many jobs use each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobLevel } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export function getJobLevels(): Promise<JobLevel[]> {
  return http.get<JobLevel[]>('/api/job-levels');
}

export const jobLevelsQuery = () => queryOptions({ queryKey: jobKeys.levels, queryFn: getJobLevels, staleTime: 60_000 });

export function useJobLevels() {
  return useQuery(jobLevelsQuery());
}
