import type { ResumeChange } from '@bole/domain';
import { asc, count, eq, getTableColumns, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { concurrently } from '../../platform/db/concurrent';
import { byRecency, monthsOf, type Histories } from './derive';
import { candidateTags, resumeEducations, resumeFiles, resumeProjects, resumeRecords, resumes, resumeTags, resumeTrainings, resumeWorkExperiences } from './tables';

export type ResumeValues = Omit<typeof resumes.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
// Every column but the search vector, which only the database reads.
const { search: _search, ...rowColumns } = getTableColumns(resumes);
export type ResumeRowFull = Omit<typeof resumes.$inferSelect, 'search'>;

// What lists show; the search vector and custom fields stay in the table.
export const listColumns = {
  id: resumes.id,
  name: resumes.name,
  gender: resumes.gender,
  birthYear: resumes.birthYear,
  birthday: resumes.birthday,
  workCity: resumes.workCity,
  mobile: resumes.mobile,
  email: resumes.email,
  topDegree: resumes.topDegree,
  workYears: resumes.workYears,
  workYearsScale: resumes.workYearsScale,
  lastCompany: resumes.lastCompany,
  lastJobTitle: resumes.lastJobTitle,
  lastSchool: resumes.lastSchool,
  lastMajor: resumes.lastMajor,
  expectPosition: resumes.expectPosition,
  expectCity: resumes.expectCity,
  expectSalary: resumes.expectSalary,
  school985: resumes.school985,
  school211: resumes.school211,
  intentionStatus: resumes.intentionStatus,
  workState: resumes.workState,
  source: resumes.source,
  channel: resumes.channel,
  parseStatus: resumes.parseStatus,
  phoneFlag: resumes.phoneFlag,
  duplicateOfId: resumes.duplicateOfId,
  duplicateKind: resumes.duplicateKind,
  ownerAccountId: resumes.ownerAccountId,
  referrerAccountId: resumes.referrerAccountId,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
  deletedAt: resumes.deletedAt,
};
export type ListedResume = Pick<ResumeRowFull, keyof typeof listColumns>;

/** One resume of the company within the caller's scope: live ones unless asked otherwise. */
export async function findResume(
  db: DbOrTx,
  companyId: number,
  id: number,
  opts: { scope?: SQL; state?: 'live' | 'deleted' | 'any'; forUpdate?: boolean } = {},
): Promise<ResumeRowFull | undefined> {
  const state = opts.state ?? 'live';
  const query = db
    .select(rowColumns)
    .from(resumes)
    .where(inCompany(resumes, companyId, eq(resumes.id, id), state === 'live' ? isNull(resumes.deletedAt) : state === 'deleted' ? isNotNull(resumes.deletedAt) : undefined, opts.scope));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertResume(db: DbOrTx, companyId: number, values: ResumeValues): Promise<number> {
  const [row] = await db
    .insert(resumes)
    .values({ ...values, companyId })
    .returning({ id: resumes.id });
  return row!.id;
}

export async function updateResume(db: DbOrTx, companyId: number, id: number, patch: Partial<ResumeValues> & { updatedAt?: Date }): Promise<void> {
  await db.update(resumes).set(patch).where(inCompany(resumes, companyId, eq(resumes.id, id)));
}

const CHILD_TABLES = {
  educations: resumeEducations,
  workExperiences: resumeWorkExperiences,
  projects: resumeProjects,
  trainings: resumeTrainings,
} as const;
const TIME_KEY = { educations: 'eduTime', workExperiences: 'workTime', projects: 'projectTime', trainings: 'trainingTime' } as const;

/** Extra columns of an education row: the degree read from its label and the school's flags. */
export type EducationExtras = { degree: number | null; degreeLabel: string | null; school985: boolean; school211: boolean };

/** Rows of one history list, most recent first, with the time text as written and the parsed months beside it. */
export function childRows<K extends keyof Histories>(key: K, items: Histories[K], companyId: number, resumeId: number, educationExtras: (e: Histories['educations'][number]) => EducationExtras) {
  const timed = items.map((item) => ({ item, ...monthsOf((item as Record<string, string | null | undefined>)[TIME_KEY[key]]) })).sort(byRecency);
  return timed.map(({ item, startMonth, endMonth }, sort) => ({
    ...item,
    ...(key === 'educations' ? educationExtras(item as Histories['educations'][number]) : {}),
    companyId,
    resumeId,
    sort,
    startMonth,
    endMonth,
  })) as (typeof CHILD_TABLES)[K]['$inferInsert'][];
}

/** Replaces the given histories of a resume; lists not given stay as they are. */
export async function replaceChildren(db: DbOrTx, companyId: number, resumeId: number, lists: Partial<Histories>, educationExtras: (e: Histories['educations'][number]) => EducationExtras): Promise<void> {
  for (const key of Object.keys(CHILD_TABLES) as (keyof Histories)[]) {
    const items = lists[key];
    if (!items) continue;
    const table = CHILD_TABLES[key];
    await db.delete(table).where(inCompany(table, companyId, eq(table.resumeId, resumeId)));
    if (items.length > 0) await insertChildren(db, key, childRows(key, items, companyId, resumeId, educationExtras));
  }
}

/** Inserts history rows of one kind, many resumes at once. */
export async function insertChildren<K extends keyof Histories>(db: DbOrTx, key: K, rows: (typeof CHILD_TABLES)[K]['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const table = CHILD_TABLES[key] as typeof resumeEducations;
  await db.insert(table).values(rows as (typeof resumeEducations.$inferInsert)[]);
}

export type ChildRows = {
  educations: (typeof resumeEducations.$inferSelect)[];
  workExperiences: (typeof resumeWorkExperiences.$inferSelect)[];
  projects: (typeof resumeProjects.$inferSelect)[];
  trainings: (typeof resumeTrainings.$inferSelect)[];
};

export async function loadChildren(db: DbOrTx, companyId: number, resumeId: number): Promise<ChildRows> {
  const [educations, workExperiences, projects, trainings] = await concurrently(db, [
    () => db.select().from(resumeEducations).where(inCompany(resumeEducations, companyId, eq(resumeEducations.resumeId, resumeId))).orderBy(asc(resumeEducations.sort)),
    () => db.select().from(resumeWorkExperiences).where(inCompany(resumeWorkExperiences, companyId, eq(resumeWorkExperiences.resumeId, resumeId))).orderBy(asc(resumeWorkExperiences.sort)),
    () => db.select().from(resumeProjects).where(inCompany(resumeProjects, companyId, eq(resumeProjects.resumeId, resumeId))).orderBy(asc(resumeProjects.sort)),
    () => db.select().from(resumeTrainings).where(inCompany(resumeTrainings, companyId, eq(resumeTrainings.resumeId, resumeId))).orderBy(asc(resumeTrainings.sort)),
  ]);
  return { educations, workExperiences, projects, trainings };
}

export type TagRef = { id: number; name: string; color: string | null };

/** Tags of the given resumes, by resume id. */
export async function tagsOf(db: DbOrTx, companyId: number, resumeIds: readonly number[]): Promise<Map<number, TagRef[]>> {
  const byResume = new Map<number, TagRef[]>();
  if (resumeIds.length === 0) return byResume;
  const rows = await db
    .select({ resumeId: resumeTags.resumeId, id: candidateTags.id, name: candidateTags.name, color: candidateTags.color })
    .from(resumeTags)
    .innerJoin(candidateTags, eq(candidateTags.id, resumeTags.tagId))
    .where(inCompany(resumeTags, companyId, inArray(resumeTags.resumeId, [...resumeIds])))
    .orderBy(asc(candidateTags.sort), asc(candidateTags.id));
  for (const { resumeId, ...tag } of rows) byResume.set(resumeId, [...(byResume.get(resumeId) ?? []), tag]);
  return byResume;
}

export async function filesOf(db: DbOrTx, companyId: number, resumeId: number) {
  return db.select().from(resumeFiles).where(inCompany(resumeFiles, companyId, eq(resumeFiles.resumeId, resumeId))).orderBy(asc(resumeFiles.id));
}

export async function countWhere(db: DbOrTx, companyId: number, condition: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resumes).where(inCompany(resumes, companyId, condition));
  return row?.n ?? 0;
}

export type NewRecord = { resumeId: number; operatorId: number | null; operatorName: string; action: string; changes?: ResumeChange[]; note?: string | null };

/** Writes operation records (one per change) for resumes of the company. */
export async function insertRecords(db: DbOrTx, companyId: number, records: readonly NewRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(resumeRecords).values(records.map((r) => ({ companyId, changes: [], ...r })));
}

export type RecordRow = Omit<typeof resumeRecords.$inferSelect, 'companyId'> & { resumeName: string };

export const recordColumns = {
  id: resumeRecords.id,
  resumeId: resumeRecords.resumeId,
  resumeName: resumes.name,
  operatorId: resumeRecords.operatorId,
  operatorName: resumeRecords.operatorName,
  action: resumeRecords.action,
  changes: resumeRecords.changes,
  note: resumeRecords.note,
  createdAt: resumeRecords.createdAt,
};
