// GET /api/jobs/{id}/applications: the table view of a job's candidates (view, keyword, stage,
// source, the job-list filter flags), one page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationPage } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { recruitKeys } from './keys';

export function getApplications(jobId: number, params: Params): Promise<ApplicationPage> {
  return http.get<ApplicationPage>(`/api/jobs/${jobId}/applications`, params);
}

export const applicationsQuery = (jobId: number, params: Params) =>
  queryOptions({ queryKey: recruitKeys.table(jobId, params), queryFn: () => getApplications(jobId, params), placeholderData: keepPreviousData });

export function useApplications(jobId: number, params: Params) {
  return useQuery(applicationsQuery(jobId, params));
}
