// GET /api/recruit-processes: the company's process templates with their stages, the default first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecruitProcess } from '@bole/domain';
import { http } from '../../../api/http';
import { processKeys } from './keys';

export function getProcesses(): Promise<RecruitProcess[]> {
  return http.get<RecruitProcess[]>('/api/recruit-processes', undefined, { silent: true });
}

export const processesQuery = () => queryOptions({ queryKey: processKeys.processes, queryFn: getProcesses, staleTime: 30_000 });

export function useProcesses() {
  return useQuery(processesQuery());
}
