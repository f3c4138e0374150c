// 职级 (/user/manage/joblevel, 330003): the company's job levels in its own order. A level live
// jobs use cannot be deleted.
import { JOB_LEVELS_MAX, type JobLevel, type JobLevelCreate, type JobLevelUpdate } from '@bole/domain';
import { asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { jobLevels } from './settings.tables';
import { jobs } from './tables';

type Row = typeof jobLevels.$inferSelect;

const rethrowName = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('JOB_LEVEL_NAME_TAKEN');
  throw error;
};

const usesLevel = (id: number) => sql`${jobs.rankIds} @> array[${id}]::bigint[]`;

export async function listLevels(db: Db, companyId: number): Promise<JobLevel[]> {
  const [rows, used] = await Promise.all([
    db.select().from(jobLevels).where(inCompany(jobLevels, companyId)).orderBy(asc(jobLevels.sort), asc(jobLevels.id)),
    db
      .select({ id: sql<number>`r.id::int`, n: count() })
      .from(sql`${jobs}, unnest(${jobs.rankIds}) as r(id)`)
      .where(inCompany(jobs, companyId, isNull(jobs.deletedAt)))
      .groupBy(sql`r.id`),
  ]);
  const counts = new Map(used.map((u) => [Number(u.id), u.n]));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, sort: r.sort, jobCount: counts.get(r.id) ?? 0 }));
}

/** The company's levels with these ids (unknown ones are absent). */
export async function levelsByIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(jobLevels).where(inCompany(jobLevels, companyId, inArray(jobLevels.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}

async function levelOr404(db: DbOrTx, companyId: number, id: number): Promise<Row> {
  const row = (await levelsByIds(db, companyId, [id])).get(id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const present = (r: Row, jobCount = 0): JobLevel => ({ id: r.id, name: r.name, description: r.description, sort: r.sort, jobCount });

export async function createLevel(db: Db, companyId: number, body: JobLevelCreate): Promise<JobLevel> {
  const row = await db
    .transaction(async (tx) => {
      await lockCompany(tx, 'job-levels', companyId);
      const [stats] = await tx
        .select({ n: count(), maxSort: sql<number>`coalesce(max(${jobLevels.sort}), 0)::int` })
        .from(jobLevels)
        .where(inCompany(jobLevels, companyId));
      if ((stats?.n ?? 0) >= JOB_LEVELS_MAX) throw new AppError('JOB_LEVEL_LIMIT');
      const [inserted] = await tx
        .insert(jobLevels)
        .values({ companyId, name: body.name, description: body.description ?? null, sort: (stats?.maxSort ?? 0) + 1 })
        .returning();
      return inserted!;
    })
    .catch(rethrowName);
  return present(row);
}

export async function updateLevel(db: Db, companyId: number, id: number, body: JobLevelUpdate): Promise<JobLevel> {
  await levelOr404(db, companyId, id);
  await db
    .update(jobLevels)
    .set({ name: body.name, description: body.description })
    .where(inCompany(jobLevels, companyId, eq(jobLevels.id, id)))
    .catch(rethrowName);
  const levels = await listLevels(db, companyId);
  return levels.find((l) => l.id === id)!;
}

/** Deletes a level no live job uses; deleted jobs let go of it. */
export async function deleteLevel(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'job-levels', companyId);
    await levelOr404(tx, companyId, id);
    const [used] = await tx.select({ n: count() }).from(jobs).where(inCompany(jobs, companyId, isNull(jobs.deletedAt), usesLevel(id)));
    if ((used?.n ?? 0) > 0) throw new AppError('JOB_LEVEL_IN_USE', `还有${used!.n}个职位使用该职级，请先修改这些职位的职级`);
    await tx
      .update(jobs)
      .set({ rankIds: sql`array_remove(${jobs.rankIds}, ${id}::bigint)` })
      .where(inCompany(jobs, companyId, usesLevel(id)));
    await tx.delete(jobLevels).where(inCompany(jobLevels, companyId, eq(jobLevels.id, id)));
  });
}

/** Puts the levels in the given order; the list must name each of them once. */
export async function reorderLevels(db: Db, companyId: number, ids: readonly number[]): Promise<JobLevel[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'job-levels', companyId);
    const all = await tx.select({ id: jobLevels.id }).from(jobLevels).where(inCompany(jobLevels, companyId));
    const known = new Set(all.map((l) => l.id));
    if (ids.some((i) => !known.has(i))) throw new AppError('NOT_FOUND');
    if (new Set(ids).size !== ids.length || ids.length !== all.length) throw new AppError('JOB_LEVEL_ORDER_INVALID');
    for (const [index, id] of ids.entries()) await tx.update(jobLevels).set({ sort: index + 1 }).where(inCompany(jobLevels, companyId, eq(jobLevels.id, id)));
  });
  return listLevels(db, companyId);
}
