// GET /api/jobs: one page of jobs (keyword, status, department, owner, nature, city), scoped by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPage } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { jobKeys } from './keys';

export function getJobs(params: Params): Promise<JobPage> {
  return http.get<JobPage>('/api/jobs', params);
}

export const jobsQuery = (params: Params) => queryOptions({ queryKey: jobKeys.list(params), queryFn: () => getJobs(params), placeholderData: keepPreviousData });

export function useJobs(params: Params) {
  return useQuery(jobsQuery(params));
}
