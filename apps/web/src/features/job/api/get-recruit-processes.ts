// GET /api/recruit-processes: the company's process templates, for the job form's 招聘流程.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecruitProcess } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

// Silent: without the list the form still saves; the select then offers no processes.
export function getRecruitProcesses(): Promise<RecruitProcess[]> {
  return http.get<RecruitProcess[]>('/api/recruit-processes', undefined, { silent: true });
}

export const recruitProcessesQuery = () => queryOptions({ queryKey: jobKeys.processes, queryFn: getRecruitProcesses, staleTime: 60_000 });

export function useRecruitProcesses() {
  return useQuery(recruitProcessesQuery());
}
