// Storing and editing resumes: the rules of spec sections 4 and 5, one transaction each,
// and a resume record for every change.
import {
  degreeFrom,
  duplicateKindLabels,
  NAME_MAX,
  nameLength,
  Perm,
  resumeIntakeStatus,
  ResumeParseStatus,
  resumeParseStatusLabels,
  type ResumeCreate,
  type ResumeCreated,
  type ResumeDetail,
  type ResumeFileKind,
  type ResumeUpdate,
} from '@bole/domain';
import { and } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accountOptions } from '../company/accounts.service';
import { assertKnownChannel } from '../intake/channels/service';
import { factsOf } from '../intake/rules/facts';
import { screenNewResume } from '../intake/rules/screen';
import { diffFields, diffHistories } from './changes';
import { resolveCustomFields } from './custom-values';
import { findDuplicate, findFileOwner, lockContacts, normalizeEmail, normalizeMobile, phoneFlagOf, duplicateCondition } from './dedupe';
import { birthYearOf, cityCodeOf, deriveFacts, flagsOfSchool, normalizeBirthday, type Histories } from './derive';
import { restoreCustomValues, restoreHistories } from './masked-edits';
import { maskEmail, maskMobile, maskWechat, presentDetail } from './presenter';
import * as repo from './repository';
import { canSeeContact, scopeCondition, type Caller } from './scope';
import { buildSearchVector, defaultSegmenter, resumeSearchFields, type Segmenter } from './search';
import { assertRequiredSent, resumeSettingsOf } from './resume-settings';
import { resumeFiles } from './tables';

/** Who writes: a logged-in caller, or a background job (accountId null) of the company. */
export type Operator = { companyId: number; accountId: number | null; userName: string };
/** A document stored with the resume; the bytes are already in file storage under `storageKey`. */
export type NewResumeFile = { kind: ResumeFileKind; fileName: string; mime: string | null; size: number; sha256: string; storageKey: string };
export type StoreOptions = {
  file?: NewResumeFile;
  parseFailed?: boolean;
  /** Runs inside the storing transaction with its result, so a caller's bookkeeping (a collected mail) commits with the resume or not at all. */
  within?: (tx: Tx, created: ResumeCreated) => Promise<void>;
};

const PLAIN_KEYS = ['gender', 'wechatCode', 'hometownCity', 'headImg', 'currentSalary', 'expectSalary', 'expectPosition', 'expectIndustry', 'intentionStatus', 'workState', 'source', 'channel', 'ownerAccountId', 'referrerAccountId', 'customFields'] as const;

/** The resume columns a body sets (keys it leaves out stay as they are). */
export function columnsOf(input: ResumeUpdate, now = new Date()): Partial<repo.ResumeValues> {
  const v: Partial<repo.ResumeValues> = {};
  for (const key of PLAIN_KEYS) if (input[key] !== undefined) Object.assign(v, { [key]: input[key] });
  if (input.name !== undefined) v.name = input.name.trim();
  if (input.mobile !== undefined) v.mobile = normalizeMobile(input.mobile);
  if (input.email !== undefined) v.email = normalizeEmail(input.email);
  if (input.workCity !== undefined) Object.assign(v, { workCity: input.workCity, workCityCode: cityCodeOf(input.workCity) });
  if (input.expectCity !== undefined) Object.assign(v, { expectCity: input.expectCity, expectCityCode: cityCodeOf(input.expectCity) });
  if (input.birthday !== undefined) v.birthday = normalizeBirthday(input.birthday);
  if (v.birthday) v.birthYear = birthYearOf({ birthday: v.birthday });
  else if (input.birthYear !== undefined) v.birthYear = input.birthYear;
  else if (input.age) v.birthYear = birthYearOf({ age: input.age }, now);
  if (input.degree !== undefined) v.statedDegree = degreeFrom(input.degree) ?? null;
  if (input.workYears !== undefined) v.statedWorkYears = input.workYears;
  return v;
}

export const educationExtras = (e: Histories['educations'][number]) => ({ degree: degreeFrom(e.degree) ?? null, degreeLabel: e.degree ?? null, ...flagsOfSchool(e.graduationSchool) });

/** The stored histories in the shape of a body, to derive from and compare with. */
export function historiesOf(children: repo.ChildRows): Histories {
  return {
    educations: children.educations.map((e) => ({ eduTime: e.eduTime, graduationSchool: e.graduationSchool, degree: e.degreeLabel ?? (e.degree === null ? null : String(e.degree)), professional: e.professional })),
    workExperiences: children.workExperiences.map(({ id: _i, companyId: _c, resumeId: _r, sort: _s, startMonth: _a, endMonth: _b, ...w }) => w),
    projects: children.projects.map(({ id: _i, companyId: _c, resumeId: _r, sort: _s, startMonth: _a, endMonth: _b, ...p }) => p),
    trainings: children.trainings.map(({ id: _i, companyId: _c, resumeId: _r, sort: _s, startMonth: _a, endMonth: _b, ...t }) => t),
  };
}

type Searchable = Pick<repo.ResumeRowFull, 'name' | 'expectPosition' | 'expectIndustry' | 'workCity' | 'expectCity' | 'hometownCity' | 'statedDegree' | 'statedWorkYears'>;

/** Derived facts and the search vector of a whole resume. */
export function rebuild(r: Searchable, h: Histories, seg: Segmenter = defaultSegmenter) {
  return { ...deriveFacts(h, { workYears: r.statedWorkYears, degree: r.statedDegree }), search: buildSearchVector(resumeSearchFields({ ...r, ...h }), seg) };
}

/** Active accounts of the company, id -> name. */
export async function accountNames(db: Db, companyId: number): Promise<Map<number, string>> {
  return new Map((await accountOptions(db, companyId)).map((a) => [a.id, a.userName]));
}

/** Account ids named in a body must be active accounts of the company (404 otherwise); answers their names. */
async function checkAccounts(db: Db, companyId: number, ids: readonly (number | null | undefined)[]): Promise<Map<number, string>> {
  if (ids.every((id) => id == null)) return new Map();
  const names = await accountNames(db, companyId);
  if (ids.some((id) => id != null && !names.has(id))) throw new AppError('NOT_FOUND');
  return names;
}

export async function insertFile(tx: DbOrTx, companyId: number, resumeId: number, file: NewResumeFile): Promise<void> {
  await tx.insert(resumeFiles).values({ ...file, companyId, resumeId });
}

/**
 * Stores a resume (spec sections 4 and 5): a name over 30 characters stores nothing (8);
 * a file already in the pool answers its resume (7); otherwise it is saved, flagged for a
 * missing (4) or malformed (6) phone, linked to the resume with the same phone (5) or
 * e-mail, and marked 2 when the parser could not read it.
 */
export async function storeResume(db: Db, op: Operator, input: ResumeCreate, opts: StoreOptions = {}): Promise<ResumeCreated> {
  const { companyId } = op;
  const base = columnsOf(input);
  const name = base.name ?? '';
  const mobile = base.mobile ?? null;
  const email = base.email ?? null;
  const status = resumeIntakeStatus(name, mobile);
  if (status === ResumeParseStatus.NameTooLong) throw new AppError('RESUME_NAME_TOO_LONG', undefined, { parseStatus: status });
  await checkAccounts(db, companyId, [input.ownerAccountId, input.referrerAccountId]);
  await assertKnownChannel(db, companyId, input.channel);
  if (input.customFields) base.customFields = (await resolveCustomFields(db, { companyId, resumeId: null, stored: {}, sent: input.customFields, enforceRequired: false })).value;
  const histories: Histories = { educations: input.educations ?? [], workExperiences: input.workExperiences ?? [], projects: input.projects ?? [], trainings: input.trainings ?? [] };
  const row = { expectPosition: null, expectIndustry: null, workCity: null, expectCity: null, hometownCity: null, statedDegree: null, statedWorkYears: null, ...base, name };
  const derived = rebuild(row, histories);
  const settings = await resumeSettingsOf(db, companyId);
  return db.transaction(async (tx) => {
    if (opts.file) {
      await lockCompany(tx, `resume:file:${opts.file.sha256}`, companyId);
      const owner = await findFileOwner(tx, companyId, opts.file.sha256);
      if (owner) {
        const existing = { id: owner, parseStatus: ResumeParseStatus.DuplicateAttachment, duplicateOfId: owner, duplicateKind: 'attachment' as const };
        await opts.within?.(tx, existing);
        return existing;
      }
    }
    await lockContacts(tx, companyId, mobile, email);
    const dup = await findDuplicate(tx, companyId, mobile, email, undefined, settings.dedupe);
    const parseStatus = opts.parseFailed ? ResumeParseStatus.ParseFailed : dup?.kind === 'phone' ? ResumeParseStatus.DuplicatePhone : status;
    const id = await repo.insertResume(tx, companyId, {
      ...row,
      ...derived,
      parseStatus,
      phoneFlag: phoneFlagOf(mobile),
      duplicateOfId: dup?.id ?? null,
      duplicateKind: dup?.kind ?? null,
      ownerAccountId: input.ownerAccountId ?? (settings.defaultOwner === 'entrant' ? op.accountId : null),
      createdBy: op.accountId,
    });
    await repo.replaceChildren(tx, companyId, id, histories, educationExtras);
    if (opts.file) await insertFile(tx, companyId, id, opts.file);
    const linked = dup ? `，${duplicateKindLabels[dup.kind]}，已关联简历#${dup.id}` : '';
    await repo.insertRecords(tx, companyId, [{ resumeId: id, operatorId: op.accountId, operatorName: op.userName, action: 'create', note: `${resumeParseStatusLabels[parseStatus]}${linked}` }]);
    // 简历筛选规则: the company-wide rules judge every new resume, in this transaction (intake/rules/screen.ts).
    await screenNewResume(tx, op, id, factsOf({ ...row, ...derived }, histories));
    const created = { id, parseStatus, duplicateOfId: dup?.id ?? null, duplicateKind: dup?.kind ?? null };
    await opts.within?.(tx, created);
    return created;
  });
}

/** A resume as the detail page shows it; deleted ones only for callers who may restore them. */
export async function getDetail(db: Db, caller: Caller, id: number): Promise<ResumeDetail> {
  const { companyId } = caller;
  const scope = scopeCondition(caller);
  const row = await repo.findResume(db, companyId, id, { scope, state: caller.codes.has(Perm.ResumeRestore) ? 'any' : 'live' });
  if (!row) throw new AppError('NOT_FOUND');
  const { dedupe } = await resumeSettingsOf(db, companyId);
  const [children, tags, files, duplicateCount] = await Promise.all([
    repo.loadChildren(db, companyId, id),
    repo.tagsOf(db, companyId, [id]),
    caller.codes.has(Perm.CandidateAttachmentView) ? repo.filesOf(db, companyId, id) : Promise.resolve([]),
    repo.countWhere(db, companyId, and(duplicateCondition(row, dedupe), scope)!),
  ]);
  return presentDetail(row, caller, { children, tags: tags.get(id) ?? [], files, duplicateCount });
}

const CONTACT_MASKS = { mobile: maskMobile, email: maskEmail, wechatCode: maskWechat } as const;

/** Edits a resume: derived facts, search vector and duplicate link follow; the change is recorded. */
export async function updateResume(db: Db, caller: Caller, id: number, body: ResumeUpdate): Promise<ResumeDetail> {
  const { companyId } = caller;
  const input = { ...body };
  const settings = await resumeSettingsOf(db, companyId);
  await db.transaction(async (tx) => {
    const current = await repo.findResume(tx, companyId, id, { scope: scopeCondition(caller), forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    // A form sends back what it showed: masked contact details mean "unchanged".
    if (!canSeeContact(caller)) {
      for (const [key, mask] of Object.entries(CONTACT_MASKS) as [keyof typeof CONTACT_MASKS, (v: string | null) => string | null][]) {
        if (input[key] !== undefined && input[key] === mask(current[key])) delete input[key];
      }
      if (input.customFields) input.customFields = restoreCustomValues(input.customFields, current.customFields);
    }
    assertRequiredSent(settings, input);
    const patch = columnsOf(input);
    const custom = input.customFields && (await resolveCustomFields(tx, { companyId, resumeId: id, stored: current.customFields, sent: input.customFields, enforceRequired: true }));
    if (custom) patch.customFields = custom.value;
    if (patch.name !== undefined && nameLength(patch.name) > NAME_MAX) throw new AppError('RESUME_NAME_TOO_LONG', undefined, { parseStatus: ResumeParseStatus.NameTooLong });
    const changesOwner = patch.ownerAccountId !== undefined && patch.ownerAccountId !== current.ownerAccountId;
    if (changesOwner && !caller.codes.has(Perm.CandidateOwnerEdit)) throw new AppError('RESUME_FIELD_FORBIDDEN');
    const changesSource = (patch.source !== undefined && patch.source !== current.source) || (patch.channel !== undefined && patch.channel !== current.channel);
    if (changesSource && !caller.codes.has(Perm.CandidateSourceEdit)) throw new AppError('RESUME_FIELD_FORBIDDEN');
    if (patch.channel !== current.channel) await assertKnownChannel(tx, companyId, patch.channel);
    const names = await checkAccounts(db, companyId, [changesOwner ? patch.ownerAccountId : undefined, patch.referrerAccountId !== current.referrerAccountId ? patch.referrerAccountId : undefined]);

    const stored = historiesOf(await repo.loadChildren(tx, companyId, id));
    let lists: Partial<Histories> = {};
    for (const key of ['educations', 'workExperiences', 'projects', 'trainings'] as const) if (input[key]) Object.assign(lists, { [key]: input[key] });
    if (!canSeeContact(caller)) lists = restoreHistories(lists, stored);
    const changes = [...diffFields(current, patch, names), ...(custom ? custom.changes : []), ...diffHistories(stored, lists)];
    if (changes.length === 0) return;

    const next = { ...current, ...patch };
    if (patch.mobile !== undefined || patch.email !== undefined) {
      await lockContacts(tx, companyId, next.mobile, next.email);
      const dup = await findDuplicate(tx, companyId, next.mobile, next.email, id, settings.dedupe);
      Object.assign(patch, { duplicateOfId: dup?.id ?? null, duplicateKind: dup?.kind ?? null, phoneFlag: phoneFlagOf(next.mobile) });
    }
    await repo.updateResume(tx, companyId, id, { ...patch, ...rebuild(next, { ...stored, ...lists }) });
    await repo.replaceChildren(tx, companyId, id, lists, educationExtras);
    await repo.insertRecords(tx, companyId, [{ resumeId: id, operatorId: caller.accountId, operatorName: caller.userName, action: 'update', changes }]);
  });
  return getDetail(db, caller, id);
}

/** Moves a resume to the recycle bin (210011). */
export async function deleteResume(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findResume(tx, caller.companyId, id, { scope: scopeCondition(caller), forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    await repo.updateResume(tx, caller.companyId, id, { deletedAt: new Date(), deletedBy: caller.accountId });
    await repo.insertRecords(tx, caller.companyId, [{ resumeId: id, operatorId: caller.accountId, operatorName: caller.userName, action: 'delete' }]);
  });
}

/** Brings a deleted resume back from the recycle bin (210013); merged ones stay merged. */
export async function restoreResume(db: Db, caller: Caller, id: number): Promise<ResumeDetail> {
  await db.transaction(async (tx: Tx) => {
    const current = await repo.findResume(tx, caller.companyId, id, { scope: scopeCondition(caller), state: 'any', forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (!current.deletedAt) throw new AppError('RESUME_NOT_DELETED');
    if (current.mergedIntoId) throw new AppError('RESUME_MERGED');
    await repo.updateResume(tx, caller.companyId, id, { deletedAt: null, deletedBy: null });
    await repo.insertRecords(tx, caller.companyId, [{ resumeId: id, operatorId: caller.accountId, operatorName: caller.userName, action: 'restore' }]);
  });
  return getDetail(db, caller, id);
}
