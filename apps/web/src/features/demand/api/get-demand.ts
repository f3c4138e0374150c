// GET /api/demands/:id: the demand with its jobs, progress, approval trail and what the caller may do.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemandDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { demandKeys } from './keys';

export const getDemand = (id: number) => http.get<DemandDetail>(`/api/demands/${id}`);

export const demandQuery = (id: number) => queryOptions({ queryKey: demandKeys.detail(id), queryFn: () => getDemand(id) });

export function useDemand(id: number | null | undefined) {
  return useQuery({ ...demandQuery(id ?? 0), enabled: Boolean(id) });
}
