// Query keys of the report boards, all under ['reports']. The numbers are counted on every
// request, so nothing here is invalidated: a new period or filter is a new key.
import type { ReportFilter } from '@bole/domain';

export const reportKeys = {
  all: ['reports'] as const,
  funnel: (f: ReportFilter) => ['reports', 'funnel', f] as const,
  stageTimes: (f: ReportFilter) => ['reports', 'stage-times', f] as const,
  overview: (f: ReportFilter) => ['reports', 'overview', f] as const,
  board: (name: string, f: ReportFilter) => ['reports', 'board', name, f] as const,
  candidates: (endpoint: string, params: object) => ['reports', 'candidates', endpoint, params] as const,
  standard: (id: string, params: object) => ['reports', 'standard', id, params] as const,
  standardPrint: (id: string, f: ReportFilter) => ['reports', 'standard-print', id, f] as const,
};
