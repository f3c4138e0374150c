// GET /api/job-types: the 职位类别 tree for the demand form. Silent: a submitter without the job
// permissions simply gets no choices.
import { useQuery } from '@tanstack/react-query';
import type { JobTypeNode } from '@bole/domain';
import { http } from '../../../api/http';

export function useJobTypeOptions() {
  return useQuery({ queryKey: ['demand', 'job-types'], queryFn: () => http.get<JobTypeNode[]>('/api/job-types', undefined, { silent: true }), staleTime: 60_000, retry: false });
}
