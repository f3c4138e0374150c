// Rows to responses: only the listed columns leave, contact details masked and salaries
// hidden for callers without 250001 / 250027.
import { isPreviewable, maskContactsInText, resumeActionLabels, type ResumeAction, type ResumeChange, type ResumeDetail, type ResumeRecord, type ResumeRow } from '@bole/domain';
import { ageOf, flagsOfSchool } from './derive';
import type { ChildRows, ListedResume, RecordRow, ResumeRowFull, TagRef } from './repository';
import { canSeeContact, canSeeSalary, type Caller } from './scope';
import type { resumeFiles } from './tables';

/** 13800000001 -> 138****0001; other text keeps its first 3 and last 4 characters when long enough. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return mobile;
  const chars = [...mobile];
  if (chars.length < 8) return '****';
  return `${chars.slice(0, 3).join('')}****${chars.slice(-4).join('')}`;
}

/** zhang@example.com -> z***@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email][0]}***${email.slice(at)}`;
}

/** wxid_abc123 -> w***3 */
export function maskWechat(wechat: string | null): string | null {
  if (!wechat) return wechat;
  const chars = [...wechat];
  return chars.length <= 2 ? '***' : `${chars[0]}***${chars[chars.length - 1]}`;
}

const MASKS: Record<string, (v: string | null) => string | null> = { mobile: maskMobile, email: maskEmail, wechatCode: maskWechat };
const SALARY_FIELDS = new Set(['currentSalary', 'expectSalary']);

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function presentRow(r: ListedResume, caller: Caller, tags: TagRef[] = [], highlights: string[] = []): ResumeRow {
  const contact = canSeeContact(caller);
  const shownSchool = flagsOfSchool(r.lastSchool);
  return {
    id: r.id,
    name: r.name,
    gender: r.gender,
    age: ageOf(r),
    workCity: r.workCity,
    mobile: contact ? r.mobile : maskMobile(r.mobile),
    email: contact ? r.email : maskEmail(r.email),
    topDegree: r.topDegree,
    workYears: r.workYears,
    workYearsScale: r.workYearsScale,
    lastCompany: r.lastCompany,
    lastJobTitle: r.lastJobTitle,
    lastSchool: r.lastSchool,
    lastMajor: r.lastMajor,
    expectPosition: r.expectPosition,
    expectCity: r.expectCity,
    expectSalary: canSeeSalary(caller) ? r.expectSalary : null,
    school985: r.school985,
    school211: r.school211,
    lastSchool985: shownSchool.school985,
    lastSchool211: shownSchool.school211,
    intentionStatus: r.intentionStatus,
    workState: r.workState,
    source: r.source,
    channel: r.channel,
    parseStatus: r.parseStatus,
    phoneFlag: r.phoneFlag,
    duplicateOfId: r.duplicateOfId,
    duplicateKind: r.duplicateKind,
    ownerAccountId: r.ownerAccountId,
    referrerAccountId: r.referrerAccountId,
    tags,
    highlights,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: iso(r.deletedAt),
  };
}

type FileRow = typeof resumeFiles.$inferSelect;
export type ResumeFile = ResumeDetail['files'][number];

/** A stored file; candidates name theirs 张伟-13800138000.pdf, so the name is masked for a reader without 250001. */
export function presentFile(f: FileRow, contactAllowed: boolean): ResumeFile {
  const fileName = contactAllowed ? f.fileName : maskContactsInText(f.fileName);
  return { id: f.id, kind: f.kind, fileName, mime: f.mime, size: f.size, previewable: isPreviewable(f.fileName), createdAt: f.createdAt.toISOString() };
}

/** An entry with the contact details inside its text fields masked. */
function maskTextFields<T extends object>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, typeof value === 'string' ? maskContactsInText(value) : value])) as T;
}

export function presentDetail(r: ResumeRowFull, caller: Caller, extra: { children: ChildRows; tags: TagRef[]; files: FileRow[]; duplicateCount: number }): ResumeDetail {
  const contact = canSeeContact(caller);
  const salary = canSeeSalary(caller);
  const { children } = extra;
  // Candidates write numbers into free text too (自我评价, a referee in a work description).
  const strip = <T extends { companyId: number; resumeId: number; sort: number; startMonth: number | null; endMonth: number | null }>(row: T) => {
    const { companyId: _c, resumeId: _r, sort: _s, startMonth: _a, endMonth: _b, ...rest } = row;
    return contact ? rest : maskTextFields(rest);
  };
  return {
    ...presentRow(r, caller, extra.tags),
    birthYear: r.birthYear,
    birthday: r.birthday,
    wechatCode: contact ? r.wechatCode : maskWechat(r.wechatCode),
    hometownCity: r.hometownCity,
    headImg: r.headImg,
    currentSalary: salary ? r.currentSalary : null,
    expectIndustry: r.expectIndustry,
    mergedIntoId: r.mergedIntoId,
    customFields: contact ? r.customFields : maskTextFields(r.customFields),
    contactMasked: !contact,
    salaryHidden: !salary,
    duplicateCount: extra.duplicateCount,
    educations: children.educations.map(strip),
    workExperiences: children.workExperiences.map(strip),
    projects: children.projects.map(strip),
    trainings: children.trainings.map(strip),
    files: extra.files.map((f) => presentFile(f, contact)),
  };
}

/** A record with contact values masked and salaries hidden like the resume itself. */
export function presentRecord(r: RecordRow, caller: Caller): ResumeRecord {
  const contact = canSeeContact(caller);
  const salary = canSeeSalary(caller);
  const shown = (c: ResumeChange): ResumeChange => {
    const mask = MASKS[c.field];
    if (mask && !contact) return { ...c, before: mask(c.before), after: mask(c.after) };
    if (SALARY_FIELDS.has(c.field) && !salary) return { ...c, before: c.before === null ? null : '***', after: c.after === null ? null : '***' };
    // A change of a work description or the like may quote a number the candidate wrote there.
    if (!contact) return { ...c, before: c.before === null ? null : maskContactsInText(c.before), after: c.after === null ? null : maskContactsInText(c.after) };
    return c;
  };
  return {
    id: r.id,
    resumeId: r.resumeId,
    resumeName: r.resumeName,
    action: r.action,
    actionLabel: resumeActionLabels[r.action as ResumeAction] ?? r.action,
    operatorId: r.operatorId,
    operatorName: r.operatorName,
    changes: r.changes.map(shown),
    // Notes name files (原始简历：张伟-13800138000.pdf) and shares; never edited, so safe to mask.
    note: contact || r.note === null ? r.note : maskContactsInText(r.note),
    createdAt: r.createdAt.toISOString(),
  };
}
