// GET /api/automation/runs (330011): 执行记录, newest first, of one rule or all.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AutomationRun, AutomationRunQuery, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { automationKeys } from './keys';

export type RunParams = Partial<AutomationRunQuery>;

export const automationRunsQuery = (params: RunParams) =>
  queryOptions({ queryKey: automationKeys.runs(params), queryFn: () => http.get<Page<AutomationRun>>('/api/automation/runs', params), placeholderData: keepPreviousData });

export function useAutomationRuns(params: RunParams) {
  return useQuery(automationRunsQuery(params));
}
