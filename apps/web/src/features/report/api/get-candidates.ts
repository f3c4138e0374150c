// The candidates behind a board's number: GET /api/reports/funnel/candidates (a stage's entered,
// current, left or stale), /overview/candidates (a 招聘概览 metric, also per channel or 招聘负责人
// through the filters), /offers/candidates (a step or a decline reason) and /interviews/candidates
// (a number, of a round or an interviewer) and /candidates/list (候选人分析's facet values). All answer a page of reportCandidateSchema rows,
// counted with the same conditions as the number itself.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateFacet, InterviewMetric, OfferMetric, OverviewMetric, Page, ReferrerFilter, ReportCandidate, ReportFilter, StageMeasure } from '@bole/domain';
import { http } from '../../../api/http';
import type { Params } from '../../../api/params';
import { reportKeys } from './keys';

/** Which number a drill-down lists. */
export type DrillTarget =
  | { kind: 'funnel'; stageId: number; measure: StageMeasure }
  | { kind: 'overview'; metric: Exclude<OverviewMetric, 'newResumes'> }
  | { kind: 'offers'; metric: OfferMetric; reason?: string }
  | { kind: 'interviews'; metric: InterviewMetric; round?: number; interviewerId?: number }
  | { kind: 'facet'; facet: CandidateFacet; value: string };

export type DrillPage = { page: number; pageSize: number };

/** The endpoint and query string of a drill-down. */
export function drillRequest(target: DrillTarget, filter: ReportFilter & ReferrerFilter, paging: DrillPage): { url: string; params: Params } {
  if (target.kind === 'funnel') {
    return { url: '/api/reports/funnel/candidates', params: { ...filter, stageId: target.stageId, measure: target.measure, ...paging } };
  }
  if (target.kind === 'facet') return { url: '/api/reports/candidates/list', params: { ...filter, facet: target.facet, value: target.value, ...paging } };
  if (target.kind === 'offers') return { url: '/api/reports/offers/candidates', params: { ...filter, metric: target.metric, reason: target.reason, ...paging } };
  if (target.kind === 'interviews') {
    return { url: '/api/reports/interviews/candidates', params: { ...filter, metric: target.metric, round: target.round, interviewerId: target.interviewerId, ...paging } };
  }
  return { url: '/api/reports/overview/candidates', params: { ...filter, metric: target.metric, ...paging } };
}

export function getDrillCandidates(target: DrillTarget, filter: ReportFilter & ReferrerFilter, paging: DrillPage): Promise<Page<ReportCandidate>> {
  const { url, params } = drillRequest(target, filter, paging);
  return http.get<Page<ReportCandidate>>(url, params, { silent: true });
}

export const drillCandidatesQuery = (target: DrillTarget, filter: ReportFilter & ReferrerFilter, paging: DrillPage) => {
  const { url, params } = drillRequest(target, filter, paging);
  return queryOptions({ queryKey: reportKeys.candidates(url, params), queryFn: () => getDrillCandidates(target, filter, paging), placeholderData: keepPreviousData });
};

export function useDrillCandidates(target: DrillTarget | null, filter: ReportFilter & ReferrerFilter, paging: DrillPage) {
  const options = drillCandidatesQuery(target ?? { kind: 'overview', metric: 'applications' }, filter, paging);
  return useQuery({ ...options, enabled: target !== null });
}
