// GET /api/reports/stage-times (职位360): per stage, those that left it in the period with their
// average days in it, and those in it now for longer than REPORT_STALE_DAYS.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportFilter, StageTimes } from '@bole/domain';
import { http } from '../../../api/http';
import { reportKeys } from './keys';

export function getStageTimes(filter: ReportFilter): Promise<StageTimes> {
  return http.get<StageTimes>('/api/reports/stage-times', filter, { silent: true });
}

export const stageTimesQuery = (filter: ReportFilter) => queryOptions({ queryKey: reportKeys.stageTimes(filter), queryFn: () => getStageTimes(filter) });

export function useStageTimes(filter: ReportFilter) {
  return useQuery(stageTimesQuery(filter));
}
