// GET /api/resumes: one page of the talent pool (keyword, filters, sort), scoped by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumePage } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { resumeKeys } from './keys';

export function getResumes(params: Params): Promise<ResumePage> {
  return http.get<ResumePage>('/api/resumes', params);
}

export const resumesQuery = (params: Params) =>
  queryOptions({ queryKey: resumeKeys.list(params), queryFn: () => getResumes(params), placeholderData: keepPreviousData });

export function useResumes(params: Params) {
  return useQuery(resumesQuery(params));
}
