// GET /api/demands/:id: the approved demand a new job is opened against (开设职位 on /job/demand),
// to fill the job form from it.
import { useQuery } from '@tanstack/react-query';
import type { DemandDetail } from '@bole/domain';
import { http } from '../../../api/http';

export function useSourceDemand(id: number | undefined) {
  return useQuery({ queryKey: ['job', 'source-demand', id], queryFn: () => http.get<DemandDetail>(`/api/demands/${id}`), enabled: id !== undefined });
}
