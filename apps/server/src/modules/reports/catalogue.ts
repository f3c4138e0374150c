// 报表中心: a standard report (packages/domain report-catalogue) is all its rows and a 合计,
// computed by one function per report from the boards' own event sets; a page is a slice of
// them, and the export and the scheduled mail take the same rows.
import { standardReportOf, type ReportFilter, type StandardReportId, type StandardReportPage, type StandardReportQuery } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import type { Caller } from '../jobs/scope';
import { channelReport, interviewReport } from './catalogue-boards';
import { demandReport } from './catalogue-demands';
import { offerReport } from './catalogue-offers';
import { progressReport } from './catalogue-progress';
import type { ReportRows } from './catalogue-rows';
import { staffReport } from './catalogue-staff';

const REPORTS: Record<StandardReportId, (db: Db, caller: Caller, q: ReportFilter) => Promise<ReportRows>> = {
  progress: progressReport,
  channel: channelReport,
  interview: interviewReport,
  offer: offerReport,
  demand: demandReport,
  staff: staffReport,
};

/** Every row of the report for the caller, with only the filters the report takes. */
export async function computeReport(db: Db, caller: Caller, id: StandardReportId, q: ReportFilter): Promise<ReportRows> {
  const { filters } = standardReportOf(id);
  const filter: ReportFilter = { from: q.from, to: q.to };
  for (const key of filters) if (q[key] !== undefined) filter[key] = q[key];
  return REPORTS[id](db, caller, filter);
}

export async function reportPage(db: Db, caller: Caller, id: StandardReportId, q: StandardReportQuery): Promise<StandardReportPage> {
  const { rows, summary } = await computeReport(db, caller, id, q);
  const start = (q.page - 1) * q.pageSize;
  return { list: rows.slice(start, start + q.pageSize), total: rows.length, page: q.page, pageSize: q.pageSize, summary, countedAt: new Date().toISOString() };
}
