// The resumes of an Excel export: the list's own query for filters (same scope, search and
// order as the page), or the selected ids; then each row's cells as the caller may see them,
// custom resume fields in words.
import {
  codeLabel,
  customColumnFieldKey,
  CustomFieldType,
  customExportColumn,
  degreeLabels,
  EXPORT_COLUMNS,
  EXPORT_MAX_ROWS,
  genderLabels,
  intentionStatusLabels,
  maskContactsInText,
  resumeParseStatusLabels,
  workStateLabels,
  workYearsLabels,
  type ChannelOption,
  type ExcelColumn,
  type ExportColumn,
  type ResumeCustomFields,
  type ResumeExportRequest,
} from '@bole/domain';
import { asc, count, desc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { channelOptions } from '../intake/channels/service';
import { customTexts } from './custom-texts';
import type { FieldRow } from './fields.repository';
import { poolRows } from './list';
import { maskWechat, presentRow } from './presenter';
import * as repo from './repository';
import { canSeeContact, canSeeSalary, scopeCondition, type Caller } from './scope';
import { chinaTime, channelText } from './export.text';
import { resumeEducations, resumes, resumeWorkExperiences } from './tables';

export type Cell = string | number | null;
export type PickedRows = { rows: repo.ListedResume[]; capped: boolean };

/** Selected ids must all be live resumes the caller sees (404 otherwise, as for one id). */
async function selectedRows(db: Db, caller: Caller, ids: number[]): Promise<PickedRows> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select(repo.listColumns)
    .from(resumes)
    .where(inCompany(resumes, caller.companyId, isNull(resumes.deletedAt), scopeCondition(caller), inArray(resumes.id, wanted)))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
  if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
  return { rows, capped: false };
}

/** Up to EXPORT_MAX_ROWS resumes of a list query, in list order; `capped` when it finds more. */
export async function pickRows(db: Db, caller: Caller, body: ResumeExportRequest): Promise<PickedRows> {
  if (body.ids) return selectedRows(db, caller, body.ids);
  const { ids: _ids, ...filters } = body;
  const { rows, total, totalCapped } = await poolRows(db, caller, filters, 0, EXPORT_MAX_ROWS);
  return { rows, capped: totalCapped || total > rows.length };
}

/**
 * How many resumes the request finds, without reading them: selected ids must all be
 * visible (404 otherwise); a keyword search counts up to 10,000 (`foundCapped`).
 */
export async function countRows(db: Db, caller: Caller, body: ResumeExportRequest): Promise<{ found: number; foundCapped: boolean }> {
  if (body.ids) {
    const wanted = [...new Set(body.ids)];
    const [row] = await db
      .select({ n: count() })
      .from(resumes)
      .where(inCompany(resumes, caller.companyId, isNull(resumes.deletedAt), scopeCondition(caller), inArray(resumes.id, wanted)));
    if ((row?.n ?? 0) !== wanted.length) throw new AppError('NOT_FOUND');
    return { found: wanted.length, foundCapped: false };
  }
  const { ids: _ids, ...filters } = body;
  const { total, totalCapped } = await poolRows(db, caller, filters, 0, 1);
  return { found: total, foundCapped: totalCapped };
}

type Extras = {
  wechatCode: string | null;
  hometownCity: string | null;
  currentSalary: string | null;
  expectIndustry: string | null;
  customFields: ResumeCustomFields;
  workTime: string | null;
  eduTime: string | null;
};

const CHUNK = 1000;

/** What the list rows lack: a few columns, the custom values, the latest job's time and the top school's time. */
async function extrasOf(db: Db, companyId: number, rows: repo.ListedResume[]): Promise<Map<number, Extras>> {
  const out = new Map<number, Extras>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const ids = chunk.map((r) => r.id);
    const [base, works, educations] = await Promise.all([
      db
        .select({
          id: resumes.id,
          wechatCode: resumes.wechatCode,
          hometownCity: resumes.hometownCity,
          currentSalary: resumes.currentSalary,
          expectIndustry: resumes.expectIndustry,
          customFields: resumes.customFields,
        })
        .from(resumes)
        .where(inCompany(resumes, companyId, inArray(resumes.id, ids))),
      db
        .select({ resumeId: resumeWorkExperiences.resumeId, workTime: resumeWorkExperiences.workTime })
        .from(resumeWorkExperiences)
        .where(inCompany(resumeWorkExperiences, companyId, inArray(resumeWorkExperiences.resumeId, ids)))
        .orderBy(asc(resumeWorkExperiences.sort)),
      db
        .select({ resumeId: resumeEducations.resumeId, eduTime: resumeEducations.eduTime, school: resumeEducations.graduationSchool, major: resumeEducations.professional })
        .from(resumeEducations)
        .where(inCompany(resumeEducations, companyId, inArray(resumeEducations.resumeId, ids)))
        .orderBy(asc(resumeEducations.sort)),
    ]);
    const firstWork = new Map<number, string | null>();
    for (const w of works) if (!firstWork.has(w.resumeId)) firstWork.set(w.resumeId, w.workTime);
    const byId = new Map(chunk.map((r) => [r.id, r]));
    const eduTime = new Map<number, string | null>();
    // The school the list shows is the top degree's, which need not be the latest one.
    for (const e of educations) {
      const r = byId.get(e.resumeId);
      if (r && !eduTime.has(e.resumeId) && e.school === r.lastSchool && e.major === r.lastMajor) eduTime.set(e.resumeId, e.eduTime);
    }
    for (const b of base) out.set(b.id, { ...b, workTime: firstWork.get(b.id) ?? null, eduTime: eduTime.get(b.id) ?? null });
  }
  return out;
}

const SALARY_HIDDEN = '***';

/** `long`: a custom field whose text runs long (long text, address, files), wrapped in a wide column. */
export type SheetColumn = { key: ExcelColumn; header: string; long?: boolean };
const LONG_TYPES: readonly CustomFieldType[] = [CustomFieldType.LongText, CustomFieldType.Address, CustomFieldType.Attachment];
export type Sheet = { columns: SheetColumn[]; rows: Record<ExcelColumn, Cell>[] };

/**
 * The chosen columns with their headers and each row's cells, masked and hidden as the caller's
 * codes say. A custom field's column is written while its field exists and is enabled.
 */
export async function sheetOf(db: Db, caller: Caller, rows: repo.ListedResume[], ownerNames: ReadonlyMap<number, string>, chosen: readonly ExcelColumn[]): Promise<Sheet> {
  const [extras, tags, channels] = await Promise.all([extrasOf(db, caller.companyId, rows), repo.tagsOf(db, caller.companyId, rows.map((r) => r.id)), channelOptions(db, caller.companyId)]);
  const wantsCustom = chosen.some((c) => customColumnFieldKey(c) !== undefined);
  const custom = wantsCustom ? await customTexts(db, caller.companyId, rows.map((r) => extras.get(r.id)?.customFields ?? {})) : { fields: [], texts: [] };
  const fields = new Map<ExcelColumn, FieldRow>(custom.fields.map((f) => [customExportColumn(f.key), f]));
  const columns = chosen.flatMap((key): SheetColumn[] => {
    if (customColumnFieldKey(key) === undefined) return [{ key, header: EXPORT_COLUMNS[key as ExportColumn].label }];
    const field = fields.get(key);
    return field ? [{ key, header: field.name, long: LONG_TYPES.includes(field.type) }] : [];
  });
  const cells = fixedCells(caller, rows, extras, tags, ownerNames, channels);
  // A custom field's text may hold a phone (紧急联系人电话): masked like the contact columns.
  const contact = canSeeContact(caller);
  const shown = (text: string | null) => (text === null || contact ? text : maskContactsInText(text));
  return {
    columns,
    rows: cells.map((row, i): Record<ExcelColumn, Cell> => ({ ...row, ...Object.fromEntries((custom.texts[i] ?? []).map((t) => [customExportColumn(t.key), shown(t.text)])) })),
  };
}

function fixedCells(caller: Caller, rows: repo.ListedResume[], extras: Map<number, Extras>, tags: ReadonlyMap<number, readonly { name: string }[]>, ownerNames: ReadonlyMap<number, string>, channels: readonly ChannelOption[]): Record<ExportColumn, Cell>[] {
  const contact = canSeeContact(caller);
  const salary = canSeeSalary(caller);
  return rows.map((r) => {
    const row = presentRow(r, caller);
    const x = extras.get(r.id);
    const hidden = (v: string | null | undefined) => (v ? (salary ? v : SALARY_HIDDEN) : null);
    return {
      id: row.id,
      name: row.name,
      gender: codeLabel(genderLabels, row.gender, ''),
      age: row.age,
      birthYear: r.birthYear,
      mobile: row.mobile,
      email: row.email,
      wechatCode: contact ? (x?.wechatCode ?? null) : maskWechat(x?.wechatCode ?? null),
      workCity: row.workCity,
      hometownCity: x?.hometownCity ?? null,
      expectPosition: row.expectPosition,
      expectCity: row.expectCity,
      expectIndustry: x?.expectIndustry ?? null,
      currentSalary: hidden(x?.currentSalary),
      expectSalary: hidden(r.expectSalary),
      workState: codeLabel(workStateLabels, row.workState, ''),
      workYears: codeLabel(workYearsLabels, row.workYearsScale, ''),
      topDegree: codeLabel(degreeLabels, row.topDegree, ''),
      lastCompany: row.lastCompany,
      lastJobTitle: row.lastJobTitle,
      lastWorkTime: x?.workTime ?? null,
      lastSchool: row.lastSchool,
      lastMajor: row.lastMajor,
      lastEduTime: x?.eduTime ?? null,
      schoolTier: [row.school985 && '985', row.school211 && '211'].filter(Boolean).join('、'),
      tags: (tags.get(r.id) ?? []).map((t) => t.name).join('、'),
      channel: channelText(row.channel, channels),
      owner: row.ownerAccountId === null ? null : (ownerNames.get(row.ownerAccountId) ?? `#${row.ownerAccountId}`),
      intentionStatus: codeLabel(intentionStatusLabels, row.intentionStatus, ''),
      parseStatus: codeLabel(resumeParseStatusLabels, row.parseStatus, ''),
      createdAt: chinaTime(r.createdAt),
      updatedAt: chinaTime(r.updatedAt),
    };
  });
}
