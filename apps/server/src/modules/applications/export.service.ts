// 导出流程候选人 (220014): a job's table view, with the same filters, as an .xlsx of up to
// 10,000 rows (the talent pool's workbook and export audit); contacts are masked without 250001.
import {
  applicationSourceLabels,
  applicationViewLabels,
  channelNameOf,
  codeLabel,
  degreeLabels,
  EXPORT_MAX_ROWS,
  genderLabels,
  jobListFilterLabels,
  recruitmentStateLabels,
  type ApplicationExportQuery,
} from '@bole/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { findJob } from '../jobs/repository';
import { jobScope, type Caller } from '../jobs/scope';
import { stagesByIds } from '../processes/job-stages';
import { ageOf } from '../resumes/derive';
import { audit, permissionNotes, type ExportFile } from '../resumes/export.service';
import { channelOptions } from '../intake/channels/service';
import { chinaTime } from '../resumes/export.text';
import { buildWorkbook, type WorkbookSheet } from '../resumes/export.workbook';
import { maskEmail, maskMobile } from '../resumes/presenter';
import { tagsOf } from '../resumes/repository';
import { canSeeContact } from '../resumes/scope';
import { resumes } from '../resumes/tables';
import { cardColumns } from './board.service';
import { liveResume } from './counts';
import { tableFilters } from './list.service';
import { applications } from './tables';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS = [
  { key: 'name', header: '姓名' },
  { key: 'gender', header: '性别' },
  { key: 'age', header: '年龄' },
  { key: 'mobile', header: '手机号' },
  { key: 'email', header: '邮箱' },
  { key: 'topDegree', header: '最高学历' },
  { key: 'workYears', header: '工作年限' },
  { key: 'lastCompany', header: '最近公司' },
  { key: 'lastJobTitle', header: '最近职位' },
  { key: 'stage', header: '当前阶段' },
  { key: 'state', header: '状态' },
  { key: 'eliminateReason', header: '淘汰原因', long: true },
  { key: 'source', header: '来源' },
  { key: 'tags', header: '标签' },
  { key: 'stageEnteredAt', header: '进入阶段时间' },
  { key: 'createdAt', header: '加入职位时间' },
] as const;
type Key = (typeof COLUMNS)[number]['key'];

/** The filters of an export in words, for its explanation sheet and the audit. */
function describe(q: ApplicationExportQuery, stageName: string | null): string {
  const parts = [`范围：${applicationViewLabels[q.view]}`];
  if (stageName) parts.push(`阶段：${stageName}`);
  if (q.source) parts.push(`来源：${applicationSourceLabels[q.source]}`);
  if (q.keyword) parts.push(`关键词：${q.keyword}`);
  if (q.flags?.length) parts.push(`筛选：${q.flags.map((f) => jobListFilterLabels[f]).join('、')}`);
  return parts.join('；');
}

/** Work years as the board shows them: whole years, or 1年以下. */
const yearsText = (years: number | null) => (years === null ? null : years < 1 ? '1年以下' : `${Math.floor(years)}年`);

export async function exportJobApplications(db: Db, caller: Caller, jobId: number, q: ApplicationExportQuery, now = new Date()): Promise<ExportFile> {
  const job = await findJob(db, caller.companyId, jobId, { scope: jobScope(caller) });
  if (!job) throw new AppError('NOT_FOUND');
  const found = await db
    .select({ ...cardColumns, mobile: resumes.mobile, email: resumes.email })
    .from(applications)
    .innerJoin(resumes, liveResume)
    .where(tableFilters(caller.companyId, jobId, q, canSeeContact(caller)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(EXPORT_MAX_ROWS + 1);
  const capped = found.length > EXPORT_MAX_ROWS;
  const rows = found.slice(0, EXPORT_MAX_ROWS);
  if (rows.length === 0) throw new AppError('RESUME_EXPORT_EMPTY', '没有符合条件的候选人，请调整筛选条件后再导出');
  const [stages, tags, channels] = await Promise.all([
    stagesByIds(db, caller.companyId, [...new Set([...rows.map((r) => r.stageId), ...(q.stageId ? [q.stageId] : [])])]),
    tagsOf(db, caller.companyId, rows.map((r) => r.resumeId)),
    channelOptions(db, caller.companyId),
  ]);
  const contact = canSeeContact(caller);
  const sheet: WorkbookSheet<Key> = {
    columns: COLUMNS.map((c) => ({ ...c })),
    rows: rows.map((r) => ({
      name: r.name,
      gender: codeLabel(genderLabels, r.gender, ''),
      age: ageOf(r),
      mobile: contact ? r.mobile : maskMobile(r.mobile),
      email: contact ? r.email : maskEmail(r.email),
      topDegree: codeLabel(degreeLabels, r.topDegree ?? r.statedDegree, ''),
      workYears: yearsText(r.workYears ?? r.statedWorkYears),
      lastCompany: r.lastCompany,
      lastJobTitle: r.lastJobTitle,
      stage: stages.get(r.stageId)?.name ?? '已删除的阶段',
      state: r.outcome === null && r.recruitmentState === null ? '招聘中' : codeLabel(recruitmentStateLabels, r.recruitmentState, '招聘中'),
      eliminateReason: r.recruitmentState === 3 ? r.eliminateReason : null,
      // As the table shows it: the resume's channel, else how he came into the job.
      source: r.channel === null ? applicationSourceLabels[r.source] : channelNameOf(r.channel, channels),
      tags: (tags.get(r.resumeId) ?? []).map((t) => t.name).join('、'),
      stageEnteredAt: chinaTime(r.stageEnteredAt),
      createdAt: chinaTime(r.createdAt),
    })),
  };
  const scope = `职位「${job.name}」的候选人：${describe(q, q.stageId ? (stages.get(q.stageId)?.name ?? null) : null)}`;
  const cappedNote = capped ? `符合条件的候选人超过 ${EXPORT_MAX_ROWS} 位，本次按列表顺序导出了前 ${EXPORT_MAX_ROWS} 位；请缩小筛选范围后分批导出其余候选人` : null;
  const hidden = permissionNotes(caller).filter((n) => n.includes('联系方式'));
  const bytes = await buildWorkbook(sheet, { operatorName: caller.userName, time: chinaTime(now), scope, count: rows.length, capped: cappedNote, hidden, sheetName: '候选人', unit: '位候选人' });
  const stamp = chinaTime(now).replace(/[-: ]/g, '');
  const fileName = `${job.name}_候选人_${stamp.slice(0, 8)}_${stamp.slice(8)}.xlsx`.replace(/[\\/:*?"<>|]/g, '_');
  await audit(db, caller, { kind: 'excel', resumeCount: rows.length, resumeIds: rows.map((r) => r.resumeId), request: { jobId, ...q }, scope, capped, fileName });
  return { fileName, mime: XLSX, bytes };
}
