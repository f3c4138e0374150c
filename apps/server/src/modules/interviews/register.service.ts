// 面试登记表: the fields a company asks candidates before an interview (/user/manage/interviewregister,
// the shared custom-field machinery over interview_register_field_defs), what the candidate fills
// from his notice's link on his phone (/out/interview/register, candidate-link.ts), what
// colleagues with 250013 read of it, and the document (resume document type 面试登记表): the
// standard resume opened by the interview and the candidate's answers, as a PDF.
import {
  customValueText,
  interviewFormLabels,
  interviewRegisterNameClash,
  Perm,
  withoutForbiddenFileNameChars,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldUpdate,
  type CustomFieldValues,
  type InterviewForm,
  type InterviewRegisterFieldUsage,
  type PublicRegistration,
  type PublicSignedIn,
  type RegistrationSubmit,
  type RegistrationView,
} from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { getBase } from '../company/base.service';
import { companies, meetingRooms } from '../company/tables';
import * as catalogue from '../custom-fields/catalogue';
import type { CatalogueCaller, FieldHost } from '../custom-fields/host';
import { listFields } from '../custom-fields/repository';
import { namesFor, resolveCustomValues } from '../custom-fields/values';
import type { Caller } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { customTexts } from '../resumes/custom-texts';
import type { DocSection } from '../resumes/export.document';
import { maskedSection, standardResume } from '../resumes/export.document';
import { renderPdf } from '../resumes/export.pdf';
import type { ExportFile } from '../resumes/export.service';
import { exportSettingsOf } from '../resumes/export.settings';
import { chinaDay, chinaTime } from '../resumes/export.text';
import { getDetail } from '../resumes/service';
import { resumes } from '../resumes/tables';
import { interviewOfToken } from './candidate-link';
import { interviewFor } from './access';
import { chinaDayOf, nameOfRound, signInByInterview, type DeskMessaging } from './desk.service';
import { interviewRegisterFieldDefs, interviewRegistrations, interviewRounds, interviews } from './tables';

export const interviewRegisterFieldHost: FieldHost = {
  defs: interviewRegisterFieldDefs,
  holder: { table: interviewRegistrations, id: interviewRegistrations.id, companyId: interviewRegistrations.companyId, values: interviewRegistrations.answers },
  noun: '面试登记表字段',
  recordNoun: '面试登记表',
  nameClash: interviewRegisterNameClash,
};

export const listRegisterFields = (db: Db, companyId: number): Promise<CustomField[]> => catalogue.listFieldDefs(db, interviewRegisterFieldHost, companyId);
export const createRegisterField = (db: Db, companyId: number, body: CustomFieldCreate): Promise<CustomField> => catalogue.createFieldDef(db, interviewRegisterFieldHost, companyId, body);
export const updateRegisterField = (db: Db, caller: CatalogueCaller, id: number, body: CustomFieldUpdate): Promise<CustomField> =>
  catalogue.updateFieldDef(db, interviewRegisterFieldHost, caller, id, body);
export const reorderRegisterFields = (db: Db, companyId: number, ids: readonly number[]): Promise<CustomField[]> => catalogue.reorderFieldDefs(db, interviewRegisterFieldHost, companyId, ids);

/** Deletes a field; registrations holding a value lose it. Answers how many. */
export async function deleteRegisterField(db: Db, caller: CatalogueCaller, id: number): Promise<{ registrationCount: number }> {
  const { count } = await catalogue.deleteFieldDef(db, interviewRegisterFieldHost, caller, id);
  return { registrationCount: count };
}

export async function registerFieldUsage(db: Db, companyId: number, id: number): Promise<InterviewRegisterFieldUsage> {
  const { count, options } = await catalogue.fieldUsage(db, interviewRegisterFieldHost, companyId, id);
  return { registrationCount: count, options };
}

type InterviewRow = typeof interviews.$inferSelect;

async function interviewOfLink(db: Db, token: string): Promise<InterviewRow> {
  const row = await interviewOfToken(db, token);
  if (!row) throw new AppError('INTERVIEW_LINK_UNKNOWN');
  // The link has named the company: from here on the database shows no other one's rows.
  narrowScope(row.companyId);
  return row;
}

const statusOf = (row: InterviewRow, now: Date): PublicRegistration['status'] => (row.cancelledAt ? 'cancelled' : row.endsAt.getTime() <= now.getTime() ? 'past' : 'open');

async function placeOf(db: DbOrTx, row: InterviewRow): Promise<string | null> {
  if (!row.meetingRoomId) return row.address;
  const [room] = await db.select({ name: meetingRooms.name }).from(meetingRooms).where(inCompany(meetingRooms, row.companyId, eq(meetingRooms.id, row.meetingRoomId)));
  return [row.address, room?.name].filter(Boolean).join(' ') || null;
}

async function registrationOf(db: DbOrTx, row: Pick<InterviewRow, 'companyId' | 'id'>) {
  const [reg] = await db.select().from(interviewRegistrations).where(inCompany(interviewRegistrations, row.companyId, eq(interviewRegistrations.interviewId, row.id)));
  return reg;
}

/** GET /api/out/interview/register/:token: the interview, the enabled fields and what he filled so far. */
export async function readRegistration(db: Db, token: string, now = new Date()): Promise<PublicRegistration> {
  const row = await interviewOfLink(db, token);
  const [info] = await db
    .select({ companyName: companies.name, candidateName: resumes.name, jobName: jobs.name, roundName: interviewRounds.name })
    .from(interviews)
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(resumes, eq(resumes.id, interviews.resumeId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .leftJoin(interviewRounds, and(eq(interviewRounds.companyId, interviews.companyId), eq(interviewRounds.number, interviews.round)))
    .where(inCompany(interviews, row.companyId, eq(interviews.id, row.id)));
  const status = statusOf(row, now);
  const [fields, reg, place] = await Promise.all([listFields(db, interviewRegisterFieldDefs, row.companyId), registrationOf(db, row), placeOf(db, row)]);
  return {
    status,
    companyName: info?.companyName ?? '',
    candidateName: info?.candidateName ?? '',
    jobName: info?.jobName ?? '',
    roundName: nameOfRound(row.round, info?.roundName ?? null),
    startAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    form: row.form,
    place,
    fields: row.registrationForm ? fields.filter((f) => f.enabled).map(catalogue.presentField) : [],
    answers: reg?.answers ?? null,
    submittedAt: reg?.submittedAt.toISOString() ?? null,
    canSignIn: status === 'open' && chinaDayOf(row.startsAt) === chinaDayOf(now),
    signedIn: row.signedInAt !== null,
    queueNumber: row.queueNumber,
  };
}

/** POST /api/out/interview/register/:token: saves (or corrects, until the interview ends) his answers. */
export async function submitRegistration(db: Db, token: string, body: RegistrationSubmit, now = new Date()): Promise<PublicRegistration> {
  const row = await interviewOfLink(db, token);
  if (!row.registrationForm) throw new AppError('INTERVIEW_REGISTER_OFF');
  if (statusOf(row, now) !== 'open') throw new AppError('INTERVIEW_REGISTER_CLOSED');
  await db.transaction(async (tx) => {
    const reg = await registrationOf(tx, row);
    const stored: CustomFieldValues = (reg?.answers as CustomFieldValues | undefined) ?? {};
    const { value } = await resolveCustomValues(tx, interviewRegisterFieldHost, { companyId: row.companyId, ownerId: null, stored, sent: body.answers, enforceRequired: true });
    await tx
      .insert(interviewRegistrations)
      .values({ companyId: row.companyId, interviewId: row.id, answers: value, submittedAt: now })
      .onConflictDoUpdate({ target: interviewRegistrations.interviewId, set: { answers: value, submittedAt: now } });
  });
  return readRegistration(db, token, now);
}

/** POST /api/out/interview/register/:token/sign-in: he signs in from his own link on the interview's day. */
export async function signInFromLink(db: Db, messaging: DeskMessaging, token: string, now = new Date()): Promise<PublicSignedIn> {
  const row = await interviewOfLink(db, token);
  return signInByInterview(db, messaging, row, now);
}

async function answerItems(db: DbOrTx, companyId: number, answers: Record<string, unknown>): Promise<RegistrationView['items']> {
  const defs = await listFields(db, interviewRegisterFieldDefs, companyId);
  const names = await namesFor(db, interviewRegisterFieldHost, companyId, defs.map((def) => ({ def, values: [answers[def.key]] })));
  return defs.flatMap((def) => {
    const text = customValueText(def, answers[def.key], names);
    return text === null ? [] : [{ key: def.key, name: def.name, value: text }];
  });
}

/** GET /api/interviews/:id/registration: what the candidate filled, field by field (250013). */
export async function viewRegistration(db: Db, caller: Caller, id: number): Promise<RegistrationView> {
  const row = await interviewFor(db, caller, id);
  const reg = await registrationOf(db, row);
  return { interviewId: row.id, submittedAt: reg?.submittedAt.toISOString() ?? null, items: reg ? await answerItems(db, row.companyId, reg.answers) : [] };
}

/** GET /api/interviews/:id/registration/document: the 面试登记表 PDF (interview, answers, then the standard resume). */
export async function registrationDocument(db: Db, caller: Caller, id: number, now = new Date()): Promise<ExportFile> {
  const row = await interviewFor(db, caller, id);
  const reg = await registrationOf(db, row);
  if (!reg) throw new AppError('NOT_FOUND', '候选人尚未填写面试登记表');
  const detail = await getDetail(db, caller, row.resumeId);
  const [settings, company, custom, items, place, [job]] = await Promise.all([
    exportSettingsOf(db, caller.companyId),
    getBase(db, caller.companyId),
    customTexts(db, caller.companyId, [detail.customFields]),
    answerItems(db, row.companyId, reg.answers),
    placeOf(db, row),
    db.select({ name: jobs.name }).from(jobs).where(inCompany(jobs, caller.companyId, eq(jobs.id, row.jobId))),
  ]);
  const contactAllowed = caller.codes.has(Perm.CandidateContact);
  const model = standardResume(detail, settings, { companyName: company.name, exporterName: caller.userName, now, contactAllowed, salaryAllowed: caller.codes.has(Perm.CandidateSalary), custom: custom.texts[0] ?? [] });
  const opening: DocSection = {
    key: 'registration',
    title: '面试登记表',
    fields: [
      { label: '应聘职位', value: job?.name ?? '' },
      { label: '面试时间', value: chinaTime(row.startsAt) },
      { label: '面试形式', value: interviewFormLabels[row.form as InterviewForm] ?? '' },
      ...(place ? [{ label: '面试地点', value: place }] : []),
      { label: '填写时间', value: chinaTime(reg.submittedAt) },
    ],
    entries: [],
    texts: items.map((i) => ({ label: i.name, value: i.value })),
  };
  const title = `${detail.name}的面试登记表`;
  const bytes = await renderPdf({ ...model, name: title, sections: [contactAllowed ? opening : maskedSection(opening), ...model.sections] }, title);
  const fileName = `${withoutForbiddenFileNameChars(`面试登记表_${detail.name}_${job?.name ?? ''}`)}_${chinaDay(now)}.pdf`;
  return { fileName, mime: 'application/pdf', bytes };
}
