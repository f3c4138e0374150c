// 职位类别 (/user/manage/jobtype, 330002): the company's two-level tree of categories and the
// classifications under them. A node jobs are filed under cannot be deleted.
import { JOB_TYPES_MAX, type JobTypeCreate, type JobTypeNode, type JobTypeReorder, type JobTypeUpdate } from '@bole/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { jobTypes } from './settings.tables';
import { jobs } from './tables';

type Row = typeof jobTypes.$inferSelect;

const rethrowName = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('JOB_TYPE_NAME_TAKEN');
  throw error;
};

const lockTree = (tx: Tx, companyId: number) => lockCompany(tx, 'job-types', companyId);

/** Live jobs filed under the node, as their category or their classification. */
const filedUnder = (id: number) => and(isNull(jobs.deletedAt), or(eq(jobs.categoryId, id), eq(jobs.classifyId, id)));

/** The tree in the administrator's order, each node with how many jobs are filed under it. */
export async function listTypeTree(db: Db, companyId: number): Promise<JobTypeNode[]> {
  const [rows, categoryCounts, classifyCounts] = await Promise.all([
    db.select().from(jobTypes).where(inCompany(jobTypes, companyId)).orderBy(asc(jobTypes.sort), asc(jobTypes.id)),
    db.select({ id: jobs.categoryId, n: count() }).from(jobs).where(inCompany(jobs, companyId, isNull(jobs.deletedAt), isNotNull(jobs.categoryId))).groupBy(jobs.categoryId),
    db.select({ id: jobs.classifyId, n: count() }).from(jobs).where(inCompany(jobs, companyId, isNull(jobs.deletedAt), isNotNull(jobs.classifyId))).groupBy(jobs.classifyId),
  ]);
  const counts = new Map<number, number>([...categoryCounts, ...classifyCounts].map((c) => [c.id!, c.n]));
  const node = (r: Row): JobTypeNode => ({ id: r.id, name: r.name, parentId: r.parentId, sort: r.sort, jobCount: counts.get(r.id) ?? 0, children: [] });
  const roots = rows.filter((r) => r.parentId === null).map(node);
  const byId = new Map(roots.map((n) => [n.id, n]));
  for (const r of rows) if (r.parentId !== null) byId.get(r.parentId)?.children.push(node(r));
  return roots;
}

/** The company's nodes with these ids (unknown ones are absent). */
export async function typesByIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(jobTypes).where(inCompany(jobTypes, companyId, inArray(jobTypes.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}

async function typeOr404(db: DbOrTx, companyId: number, id: number): Promise<Row> {
  const row = (await typesByIds(db, companyId, [id])).get(id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const underParent = (parentId: number | null | undefined) => (parentId ? eq(jobTypes.parentId, parentId) : isNull(jobTypes.parentId));

export async function createType(db: Db, companyId: number, body: JobTypeCreate): Promise<JobTypeNode> {
  const row = await db
    .transaction(async (tx) => {
      await lockTree(tx, companyId);
      if (body.parentId) {
        const parent = await typeOr404(tx, companyId, body.parentId);
        if (parent.parentId !== null) throw new AppError('JOB_TYPE_TOO_DEEP');
      }
      const [stats] = await tx.select({ n: count() }).from(jobTypes).where(inCompany(jobTypes, companyId));
      if ((stats?.n ?? 0) >= JOB_TYPES_MAX) throw new AppError('JOB_TYPE_LIMIT');
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${jobTypes.sort}), 0)::int` })
        .from(jobTypes)
        .where(inCompany(jobTypes, companyId, underParent(body.parentId)));
      const [inserted] = await tx
        .insert(jobTypes)
        .values({ companyId, name: body.name, parentId: body.parentId ?? null, sort: (last?.sort ?? 0) + 1 })
        .returning();
      return inserted!;
    })
    .catch(rethrowName);
  return { id: row.id, name: row.name, parentId: row.parentId, sort: row.sort, jobCount: 0, children: [] };
}

export async function renameType(db: Db, companyId: number, id: number, body: JobTypeUpdate): Promise<void> {
  await typeOr404(db, companyId, id);
  await db
    .update(jobTypes)
    .set({ name: body.name })
    .where(inCompany(jobTypes, companyId, eq(jobTypes.id, id)))
    .catch(rethrowName);
}

/** Deletes a node without children that no live job is filed under; deleted jobs let go of it. */
export async function deleteType(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTree(tx, companyId);
    await typeOr404(tx, companyId, id);
    const [children] = await tx.select({ n: count() }).from(jobTypes).where(inCompany(jobTypes, companyId, eq(jobTypes.parentId, id)));
    if ((children?.n ?? 0) > 0) throw new AppError('JOB_TYPE_HAS_CHILDREN');
    const [used] = await tx.select({ n: count() }).from(jobs).where(inCompany(jobs, companyId, filedUnder(id)));
    if ((used?.n ?? 0) > 0) throw new AppError('JOB_TYPE_IN_USE', `还有${used!.n}个职位属于该类别，请先修改这些职位的类别`);
    await tx.update(jobs).set({ categoryId: null }).where(inCompany(jobs, companyId, eq(jobs.categoryId, id)));
    await tx.update(jobs).set({ classifyId: null }).where(inCompany(jobs, companyId, eq(jobs.classifyId, id)));
    await tx.delete(jobTypes).where(inCompany(jobTypes, companyId, eq(jobTypes.id, id)));
  });
}

/** Puts the nodes under one parent (none: the categories) in the given order; the list must name each once. */
export async function reorderTypes(db: Db, companyId: number, body: JobTypeReorder): Promise<JobTypeNode[]> {
  await db.transaction(async (tx) => {
    await lockTree(tx, companyId);
    if (body.parentId) await typeOr404(tx, companyId, body.parentId);
    const siblings = await tx.select({ id: jobTypes.id }).from(jobTypes).where(inCompany(jobTypes, companyId, underParent(body.parentId)));
    const known = new Set(siblings.map((s) => s.id));
    if (body.ids.some((i) => !known.has(i))) throw new AppError('NOT_FOUND');
    if (new Set(body.ids).size !== body.ids.length || body.ids.length !== siblings.length) throw new AppError('JOB_TYPE_ORDER_INVALID');
    for (const [index, id] of body.ids.entries()) await tx.update(jobTypes).set({ sort: index + 1 }).where(inCompany(jobTypes, companyId, eq(jobTypes.id, id)));
  });
  return listTypeTree(db, companyId);
}
