// The company's open jobs as choices for 官网设置 (仅所选职位), from GET /api/jobs.
import { useQuery } from '@tanstack/react-query';
import { JobStatus, PAGE_SIZE_MAX, type JobPage } from '@bole/domain';
import { http } from '../../../api/http';
import { portalKeys } from './settings';

export function useOpenJobOptions() {
  return useQuery({
    queryKey: [...portalKeys.all, 'job-options'],
    queryFn: () => http.get<JobPage>('/api/jobs', { status: JobStatus.Open, page: 1, pageSize: PAGE_SIZE_MAX }),
    select: (page) => page.list.map((j) => ({ value: j.id, label: j.name })),
    staleTime: 30_000,
  });
}
