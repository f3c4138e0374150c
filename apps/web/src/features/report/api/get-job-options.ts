// The jobs the 职位 filter offers: GET /api/jobs (the caller's visible jobs, open and closed, the
// latest 100), only for those who may list jobs (230001); the server checks the job again.
import { PAGE_SIZE_MAX, Perm, type JobPage } from '@bole/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { usePermission } from '../../../api/permission';

export function useJobOptions() {
  const allowed = usePermission(Perm.JobView);
  const query = useQuery({
    queryKey: ['reports', 'job-options'],
    queryFn: () => http.get<JobPage>('/api/jobs', { page: 1, pageSize: PAGE_SIZE_MAX }, { silent: true }),
    select: (page) => page.list.map((j) => ({ value: j.id, label: j.name })),
    staleTime: 60_000,
    enabled: allowed,
  });
  return { allowed, options: query.data ?? [] };
}
