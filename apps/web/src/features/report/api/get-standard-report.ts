// GET /api/reports/standard/:id (a page of a standard report's rows and its 合计) and /print
// (every row with the company and the filters in words, for /report/preview).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFilter, StandardReportId, StandardReportPage, StandardReportPrint } from '@bole/domain';
import { http } from '../../../api/http';
import { reportKeys } from './keys';

export type StandardReportParams = ReportFilter & { page: number; pageSize: number };

export function getStandardReport(id: StandardReportId, params: StandardReportParams): Promise<StandardReportPage> {
  return http.get<StandardReportPage>(`/api/reports/standard/${id}`, params, { silent: true });
}

export function useStandardReport(id: StandardReportId, params: StandardReportParams) {
  return useQuery({ queryKey: reportKeys.standard(id, params), queryFn: () => getStandardReport(id, params), placeholderData: keepPreviousData });
}

export function useStandardReportPrint(id: StandardReportId, filter: ReportFilter) {
  return useQuery({
    queryKey: reportKeys.standardPrint(id, filter),
    queryFn: () => http.get<StandardReportPrint>(`/api/reports/standard/${id}/print`, filter, { silent: true }),
  });
}
