// GET /api/jobs for the picker of 流程管理: the jobs the caller may see (the server scopes them),
// by name and status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobPage } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { recruitKeys } from './keys';

export function getRecruitJobs(params: Params): Promise<JobPage> {
  return http.get<JobPage>('/api/jobs', params);
}

export function useRecruitJobs(params: Params) {
  return useQuery({ queryKey: recruitKeys.jobs(params), queryFn: () => getRecruitJobs(params), placeholderData: keepPreviousData });
}
