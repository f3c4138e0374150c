// GET /api/demands/options: approved demands a job may be opened against, plus the ones it names
// already (whatever their status now), for 关联招聘需求 in the job form.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DemandOption } from '@bole/domain';
import { http } from '../../../api/http';

export const getDemandOptions = (keyword: string | undefined, ids: readonly number[]) => http.get<DemandOption[]>('/api/demands/options', { keyword, ids });

export function useDemandOptions(keyword: string | undefined, ids: readonly number[]) {
  return useQuery({ queryKey: ['job', 'demand-options', keyword ?? '', [...ids].sort((a, b) => a - b)], queryFn: () => getDemandOptions(keyword, ids), placeholderData: keepPreviousData, staleTime: 30_000 });
}
