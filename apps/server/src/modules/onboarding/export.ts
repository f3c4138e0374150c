// 导出入职人员 (220014 导出 and 220011 办理入职): the 已入职（试用期） or 已转正 tab as filtered, as an
// .xlsx for payroll and HR systems through the talent pool's workbook and export audit. Contacts
// are masked without 250001; a column the caller's offer field codes hide is left out entirely.
import {
  EXPORT_MAX_ROWS,
  fenToYuanText,
  HIRED_ONBOARDING_TABS,
  offerSalaryTypeLabels,
  onboardingTabLabels,
  probationLabels,
  taxTypeLabels,
  type OfferHideableField,
  type OfferSalaryType,
  type OnboardingFilter,
  type Probation,
  type TaxType,
} from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { jobScope } from '../jobs/scope';
import { audit, permissionNotes, XLSX, type ExportFile } from '../resumes/export.service';
import { chinaTime } from '../resumes/export.text';
import { buildWorkbook, type WorkbookSheet } from '../resumes/export.workbook';
import { maskEmail, maskMobile } from '../resumes/presenter';
import { filterConditions, hirePage, type HireRow } from './repository';
import { visibilityOf } from './service';

type Column = { key: string; header: string; gate?: OfferHideableField; value: (r: HireRow, contact: boolean) => string | null };

const COLUMNS: readonly Column[] = [
  { key: 'name', header: '姓名', value: (r) => r.name },
  { key: 'mobile', header: '手机号', value: (r, contact) => (contact ? r.mobile : maskMobile(r.mobile)) },
  { key: 'email', header: '邮箱', value: (r, contact) => (contact ? r.email : maskEmail(r.email)) },
  { key: 'job', header: '职位', value: (r) => r.jobName },
  { key: 'org', header: '入职部门', gate: 'orgId', value: (r) => (r.offerId === null ? null : (r.orgName ?? '已删除的部门')) },
  { key: 'entryDate', header: '入职日期', value: (r) => r.entryDate },
  { key: 'probation', header: '试用期', gate: 'probationPeriod', value: (r) => (r.probationMonths === null ? null : probationLabels[r.probationMonths as Probation]) },
  { key: 'probationEnd', header: '试用期截止（计划转正日期）', gate: 'probationPeriod', value: (r) => r.probationEnd },
  { key: 'regularDate', header: '实际转正日期', value: (r) => r.regularDate },
  { key: 'internshipSalary', header: '试用期薪资（元）', gate: 'internshipSalary', value: (r) => (r.internshipSalaryFen === null ? null : fenToYuanText(r.internshipSalaryFen)) },
  { key: 'salaryType', header: '薪资类型', gate: 'formalSalary', value: (r) => (r.salaryType === null ? null : offerSalaryTypeLabels[r.salaryType as OfferSalaryType]) },
  { key: 'formalSalary', header: '转正薪资（元）', gate: 'formalSalary', value: (r) => (r.formalSalaryFen === null ? null : fenToYuanText(r.formalSalaryFen)) },
  { key: 'taxType', header: '税前/税后', gate: 'formalSalary', value: (r) => (r.taxType === null ? null : taxTypeLabels[r.taxType as TaxType]) },
  { key: 'owner', header: '招聘负责人', value: (r) => r.ownerName },
];

/** The filters in words, for the explanation sheet and the audit. */
function describe(q: OnboardingFilter): string {
  const parts = [`范围：${onboardingTabLabels[q.tab]}`];
  if (q.keyword) parts.push(`关键词：${q.keyword}`);
  if (q.entryFrom || q.entryTo) parts.push(`入职时间：${q.entryFrom ?? '不限'} 至 ${q.entryTo ?? '不限'}`);
  if (q.probationFrom || q.probationTo) parts.push(`转正日期：${q.probationFrom ?? '不限'} 至 ${q.probationTo ?? '不限'}`);
  if (q.jobId) parts.push('按职位筛选');
  if (q.orgId) parts.push('按入职部门筛选');
  return parts.join('；');
}

export async function exportHires(db: Db, caller: AuthContext, q: OnboardingFilter, now = new Date()): Promise<ExportFile> {
  if (!HIRED_ONBOARDING_TABS.includes(q.tab)) throw new AppError('ONBOARDING_EXPORT_TAB');
  const { hidden, contact } = visibilityOf(caller, q);
  const found = await hirePage(db, caller.companyId, jobScope(caller), q, filterConditions(q, contact), 0, EXPORT_MAX_ROWS + 1);
  const capped = found.length > EXPORT_MAX_ROWS;
  const rows = found.slice(0, EXPORT_MAX_ROWS);
  if (rows.length === 0) throw new AppError('RESUME_EXPORT_EMPTY', '没有符合条件的入职人员，请调整筛选条件后再导出');
  const columns = COLUMNS.filter((c) => !c.gate || !hidden.has(c.gate));
  const sheet: WorkbookSheet<string> = {
    columns: columns.map(({ key, header }) => ({ key, header })),
    rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, c.value(r, contact)]))),
  };
  const scope = `入职人员：${describe(q)}`;
  const cappedNote = capped ? `符合条件的人员超过 ${EXPORT_MAX_ROWS} 位，本次按列表顺序导出了前 ${EXPORT_MAX_ROWS} 位；请缩小筛选范围后分批导出其余人员` : null;
  const notes = permissionNotes(caller).filter((n) => n.includes('联系方式'));
  if (columns.length < COLUMNS.length) notes.push('您的角色没有部分Offer字段的查看权限（入职部门、试用期或薪资），相应的列未导出');
  const bytes = await buildWorkbook(sheet, { operatorName: caller.userName, time: chinaTime(now), scope, count: rows.length, capped: cappedNote, hidden: notes, sheetName: '入职人员', unit: '位入职人员' });
  const stamp = chinaTime(now).replace(/[-: ]/g, '');
  const fileName = `入职人员_${onboardingTabLabels[q.tab].replace(/[（）]/g, '')}_${stamp.slice(0, 8)}_${stamp.slice(8)}.xlsx`;
  await audit(db, caller, { kind: 'excel', resumeCount: rows.length, resumeIds: rows.map((r) => r.resumeId), request: { onboarding: q }, scope, capped, fileName });
  return { fileName, mime: XLSX, bytes };
}
