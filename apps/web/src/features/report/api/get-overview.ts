// GET /api/reports/overview (招聘概览): the period's numbers against the period before, and per China day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview, ReportFilter } from '@bole/domain';
import { http } from '../../../api/http';
import { reportKeys } from './keys';

export function getOverview(filter: ReportFilter): Promise<Overview> {
  return http.get<Overview>('/api/reports/overview', filter, { silent: true });
}

export const overviewQuery = (filter: ReportFilter) => queryOptions({ queryKey: reportKeys.overview(filter), queryFn: () => getOverview(filter) });

export function useOverview(filter: ReportFilter) {
  return useQuery(overviewQuery(filter));
}
