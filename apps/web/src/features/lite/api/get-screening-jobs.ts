// GET /api/screening/jobs: the jobs of the caller's pushed resumes with how many await him.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreeningJob } from '@bole/domain';
import { http } from '../../../api/http';
import { screeningKeys } from './keys';

export function getScreeningJobs(): Promise<ScreeningJob[]> {
  return http.get<ScreeningJob[]>('/api/screening/jobs');
}

export const screeningJobsQuery = () => queryOptions({ queryKey: screeningKeys.jobs, queryFn: getScreeningJobs });

export function useScreeningJobs() {
  return useQuery(screeningJobsQuery());
}
