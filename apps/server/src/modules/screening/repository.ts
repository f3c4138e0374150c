// Queries of recommendations. Rows come with the names they show (job, recipient, candidate);
// the inbox adds the candidate's key facts for the hiring manager's cards.
import { RecommendationFeedback } from '@bole/domain';
import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';
import { recommendations } from './tables';

const rowColumns = {
  id: recommendations.id,
  applicationId: recommendations.applicationId,
  resumeId: recommendations.resumeId,
  resumeName: resumes.name,
  jobId: recommendations.jobId,
  jobName: jobs.name,
  recipientId: recommendations.recipientId,
  recipientName: accounts.userName,
  pushedById: recommendations.pushedBy,
  pushedByName: recommendations.pushedByName,
  message: recommendations.message,
  replyBy: recommendations.replyBy,
  feedback: recommendations.feedback,
  comment: recommendations.comment,
  answeredAt: recommendations.answeredAt,
  createdAt: recommendations.createdAt,
};

const itemColumns = {
  ...rowColumns,
  gender: resumes.gender,
  birthYear: resumes.birthYear,
  birthday: resumes.birthday,
  topDegree: resumes.topDegree,
  workYearsScale: resumes.workYearsScale,
  workCity: resumes.workCity,
  lastCompany: resumes.lastCompany,
  lastJobTitle: resumes.lastJobTitle,
};

/** Rows, or inbox items, with the joins their names need. */
const selectRows = (db: DbOrTx) =>
  db
    .select(rowColumns)
    .from(recommendations)
    .innerJoin(resumes, eq(resumes.id, recommendations.resumeId))
    .innerJoin(jobs, eq(jobs.id, recommendations.jobId))
    .innerJoin(accounts, eq(accounts.id, recommendations.recipientId))
    .$dynamic();
const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(recommendations)
    .innerJoin(resumes, eq(resumes.id, recommendations.resumeId))
    .innerJoin(jobs, eq(jobs.id, recommendations.jobId))
    .innerJoin(accounts, eq(accounts.id, recommendations.recipientId))
    .$dynamic();

export type RecommendationRow = Awaited<ReturnType<typeof selectRows>>[number];
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];
type Paged<R> = { rows: R[]; total: number };

const newestFirst = [desc(recommendations.createdAt), desc(recommendations.id)];
const liveResume = sql`${resumes.deletedAt} is null`;

async function total(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recommendations)
    .innerJoin(resumes, eq(resumes.id, recommendations.resumeId))
    .where(where);
  return row?.n ?? 0;
}

/** Every push of the application, newest first. */
export function forApplication(db: DbOrTx, companyId: number, applicationId: number): Promise<RecommendationRow[]> {
  return selectRows(db)
    .where(inCompany(recommendations, companyId, eq(recommendations.applicationId, applicationId)))
    .orderBy(...newestFirst);
}

export function byIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<RecommendationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows(db)
    .where(inCompany(recommendations, companyId, inArray(recommendations.id, [...ids])))
    .orderBy(...newestFirst);
}

/** The recipient's inbox: his pushes of live resumes, newest first, filtered by feedback and job. */
export async function inbox(db: DbOrTx, companyId: number, recipientId: number, filters: { feedback?: number; jobId?: number }, offset: number, limit: number): Promise<Paged<ItemRow>> {
  const where = inCompany(
    recommendations,
    companyId,
    eq(recommendations.recipientId, recipientId),
    liveResume,
    filters.feedback === undefined ? undefined : eq(recommendations.feedback, filters.feedback),
    filters.jobId === undefined ? undefined : eq(recommendations.jobId, filters.jobId),
  );
  const [rows, n] = await Promise.all([selectItems(db).where(where).orderBy(...newestFirst).limit(limit).offset(offset), total(db, where)]);
  return { rows, total: n };
}

/** One push of a live resume with the candidate's facts. */
export async function findItem(db: DbOrTx, companyId: number, id: number): Promise<ItemRow | undefined> {
  const [row] = await selectItems(db).where(inCompany(recommendations, companyId, eq(recommendations.id, id), liveResume));
  return row;
}

/** The push itself, locked until the transaction ends. */
export async function lockOne(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(recommendations)
    .where(inCompany(recommendations, companyId, eq(recommendations.id, id)))
    .for('update');
  return row;
}

type OverdueFilters = { jobScope?: SQL; jobId?: number; pushedBy?: number };

function overdueWhere(companyId: number, filters: OverdueFilters, now: Date): SQL {
  return inCompany(
    recommendations,
    companyId,
    eq(recommendations.feedback, RecommendationFeedback.Awaiting),
    lt(recommendations.replyBy, now),
    liveResume,
    filters.jobId === undefined ? undefined : eq(recommendations.jobId, filters.jobId),
    filters.pushedBy === undefined ? undefined : eq(recommendations.pushedBy, filters.pushedBy),
    filters.jobScope ? sql`exists (select 1 from ${jobs} where ${jobs.id} = ${recommendations.jobId} and ${filters.jobScope})` : undefined,
  );
}

/** Pushes still 待反馈 past their reply-by time, the longest overdue first. */
export async function overdue(db: DbOrTx, companyId: number, filters: OverdueFilters, offset: number, limit: number, now = new Date()): Promise<Paged<RecommendationRow>> {
  const where = overdueWhere(companyId, filters, now);
  const [rows, n] = await Promise.all([selectRows(db).where(where).orderBy(recommendations.replyBy, recommendations.id).limit(limit).offset(offset), total(db, where)]);
  return { rows, total: n };
}

/** How many of the caller's pushes are overdue (the /home to-do). */
export function overdueCount(db: DbOrTx, companyId: number, pushedBy: number, now = new Date()): Promise<number> {
  return total(db, overdueWhere(companyId, { pushedBy }, now));
}

/** How many live pushes await the recipient's feedback (the count of his 简历筛选 menu entry). */
export function awaitingCount(db: DbOrTx, companyId: number, recipientId: number): Promise<number> {
  return total(db, inCompany(recommendations, companyId, eq(recommendations.recipientId, recipientId), eq(recommendations.feedback, RecommendationFeedback.Awaiting), liveResume));
}

/** The jobs of the recipient's pushes with how many await his feedback. */
export function inboxJobs(db: DbOrTx, companyId: number, recipientId: number) {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      awaiting: sql<number>`(count(*) filter (where ${recommendations.feedback} = ${RecommendationFeedback.Awaiting}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(recommendations)
    .innerJoin(jobs, eq(jobs.id, recommendations.jobId))
    .innerJoin(resumes, and(eq(resumes.id, recommendations.resumeId), liveResume))
    .where(inCompany(recommendations, companyId, eq(recommendations.recipientId, recipientId)))
    .groupBy(jobs.id, jobs.name)
    .orderBy(jobs.name);
}

/** The condition naming one push of the company. */
export const idIs = (companyId: number, id: number): SQL => inCompany(recommendations, companyId, eq(recommendations.id, id));
