// GET /api/demands: one page of demands (keyword, status, department, priority, mine), scoped by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DemandPage } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { demandKeys } from './keys';

export const getDemands = (params: Params) => http.get<DemandPage>('/api/demands', params);

export const demandsQuery = (params: Params) => queryOptions({ queryKey: demandKeys.list(params), queryFn: () => getDemands(params), placeholderData: keepPreviousData });

export function useDemands(params: Params) {
  return useQuery(demandsQuery(params));
}
