// GET /api/reports/funnel: per stage in process order, the applications that first reached it in
// the period (entered) and those in it now (current).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Funnel, ReportFilter } from '@bole/domain';
import { http } from '../../../api/http';
import { reportKeys } from './keys';

export function getFunnel(filter: ReportFilter): Promise<Funnel> {
  return http.get<Funnel>('/api/reports/funnel', filter, { silent: true });
}

export const funnelQuery = (filter: ReportFilter) => queryOptions({ queryKey: reportKeys.funnel(filter), queryFn: () => getFunnel(filter) });

export function useFunnel(filter: ReportFilter) {
  return useQuery(funnelQuery(filter));
}
