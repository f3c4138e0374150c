// GET /api/recruit-processes/{id}/jobs (360001): the jobs running on a process, with their
// status and candidates in the process, paged and by name.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, ProcessJob } from '@bole/domain';
import { http } from '../../../api/http';
import { processKeys } from './keys';

export type ProcessJobParams = { keyword: string; page: number; pageSize: number };

export function getProcessJobs(id: number, params: ProcessJobParams): Promise<Page<ProcessJob>> {
  return http.get<Page<ProcessJob>>(`/api/recruit-processes/${id}/jobs`, { keyword: params.keyword || undefined, page: params.page, pageSize: params.pageSize });
}

export function useProcessJobs(id: number, params: ProcessJobParams) {
  return useQuery({ queryKey: [...processKeys.processJobs(id), params], queryFn: () => getProcessJobs(id, params), placeholderData: keepPreviousData });
}
