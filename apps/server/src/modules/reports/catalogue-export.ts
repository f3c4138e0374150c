// 导出Excel of a standard report (240002) and the attachment of its scheduled mail: all its
// rows and the 合计 through the talent pool's workbook, with the period and filters in words.
import { channelNameOf, REPORT_EXPORT_MAX_ROWS, standardReportOf, type ReportCell, type ReportFilter, type StandardReportId } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { channelOptions } from '../intake/channels/service';
import type { Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { XLSX, type ExportFile } from '../resumes/export.service';
import { chinaTime } from '../resumes/export.text';
import { buildWorkbook } from '../resumes/export.workbook';
import { computeReport } from './catalogue';
import { namesOf } from './catalogue-rows';

/** The filters set, in words (部门：技术部), for the file and the print. */
export async function filterWords(db: Db, companyId: number, q: ReportFilter): Promise<string[]> {
  const words: string[] = [];
  if (q.jobId) {
    const [job] = await db.select({ name: jobs.name }).from(jobs).where(inCompany(jobs, companyId, eq(jobs.id, q.jobId)));
    words.push(`职位：${job?.name ?? q.jobId}`);
  }
  if (q.orgId) words.push(`部门：${(await namesOf(db, companyId, 'org', [q.orgId])).get(q.orgId) ?? q.orgId}`);
  if (q.ownerId !== undefined) words.push(`招聘负责人：${q.ownerId === 0 ? '未设置' : ((await namesOf(db, companyId, 'account', [q.ownerId])).get(q.ownerId) ?? q.ownerId)}`);
  if (q.channel !== undefined) words.push(`渠道：${q.channel === 0 ? '手动录入' : channelNameOf(q.channel, await channelOptions(db, companyId))}`);
  return words;
}

/** As the page shows it: a missing count or percent as -, a missing text left empty. */
function cellText(value: ReportCell, kind: string): ReportCell {
  if (value === null) return kind === 'number' || kind === 'percent' ? '-' : '';
  return kind === 'percent' ? `${value}%` : value;
}

/**
 * The report as an .xlsx for the caller, counted now. Above `maxRows` it is refused: the page
 * exports more than REPORT_EXPORT_DIRECT_MAX_ROWS rows by a background job (export-jobs.ts), and
 * nothing exports more than REPORT_EXPORT_MAX_ROWS.
 */
export async function reportFile(db: Db, caller: Caller, id: StandardReportId, q: ReportFilter, now = new Date(), maxRows = REPORT_EXPORT_MAX_ROWS): Promise<ExportFile & { rows: number }> {
  const report = standardReportOf(id);
  const { rows, summary } = await computeReport(db, caller, id, q);
  if (rows.length > REPORT_EXPORT_MAX_ROWS) throw new AppError('VALIDATION', `报表共${rows.length}行，超过导出上限${REPORT_EXPORT_MAX_ROWS}行，请缩短统计期间或增加筛选条件后再导出`);
  if (rows.length > maxRows) throw new AppError('VALIDATION', `报表共${rows.length}行，超过${maxRows}行的报表请使用后台导出`);
  const words = await filterWords(db, caller.companyId, q);
  const all = summary ? [...rows, summary] : rows;
  const bytes = await buildWorkbook(
    {
      columns: report.columns.map((c) => ({ key: c.key, header: c.title })),
      rows: all.map((r) => Object.fromEntries(report.columns.map((c) => [c.key, cellText(r[c.key] ?? null, c.kind)]))),
    },
    {
      operatorName: caller.userName,
      time: chinaTime(now),
      scope: `${report.name}：${q.from}至${q.to}（中国时间）${words.length ? `，${words.join('，')}` : ''}${summary ? '；最后一行为合计' : ''}`,
      count: rows.length,
      capped: null,
      hidden: [],
      sheetName: report.name,
      unit: '行',
    },
  );
  const stamp = chinaTime(now).replace(/[-: ]/g, '');
  return { fileName: `${report.name}_${q.from}至${q.to}_${stamp.slice(0, 8)}_${stamp.slice(8)}.xlsx`, mime: XLSX, bytes, rows: rows.length };
}
