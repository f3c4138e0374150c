// GET /api/job-types: the 职位类别 tree (categories and their classifications, with job counts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobTypeNode } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export function getJobTypes(): Promise<JobTypeNode[]> {
  return http.get<JobTypeNode[]>('/api/job-types');
}

export const jobTypesQuery = () => queryOptions({ queryKey: jobKeys.types, queryFn: getJobTypes, staleTime: 60_000 });

export function useJobTypes() {
  return useQuery(jobTypesQuery());
}
