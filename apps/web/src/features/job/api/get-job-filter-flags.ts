// GET /api/jobs/filter-flags: the candidate flags (推荐待筛选 …) the job list can filter by now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFilterFlag } from '@bole/domain';
import { http } from '../../../api/http';
import { jobKeys } from './keys';

export const jobFilterFlagsQuery = () => queryOptions({ queryKey: jobKeys.filterFlags, queryFn: () => http.get<JobFilterFlag[]>('/api/jobs/filter-flags'), staleTime: 300_000 });

export function useJobFilterFlags() {
  return useQuery(jobFilterFlagsQuery());
}
