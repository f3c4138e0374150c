// Archive reasons (/user/manage/archivereason, 340006): the catalogue per company and reason
// type. A company receives the default reasons of each type on its first read, once.
import {
  ARCHIVE_REASONS_MAX,
  DEFAULT_ARCHIVE_REASONS,
  REASON_TYPE_ORDER,
  type ArchiveReason,
  type ArchiveReasonCreate,
  type ArchiveReasonQuery,
  type ArchiveReasonUpdate,
  type ReasonType,
} from '@bole/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { archiveReasons, archiveReasonSeeds } from './tables';

type Row = typeof archiveReasons.$inferSelect;

const present = (r: Row): ArchiveReason => ({ id: r.id, type: r.type, name: r.name, enabled: r.enabled, sort: r.sort });

const rethrowName = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('ARCHIVE_REASON_NAME_TAKEN');
  throw error;
};

const typeOrder = sql`array_position(array[${sql.join(REASON_TYPE_ORDER.map((t) => sql`${t}`), sql`, `)}]::text[], ${archiveReasons.type})`;

/** Writes the default reasons of the types the company has not received yet (concurrent first reads write them once). */
export async function ensureDefaults(db: Db, companyId: number): Promise<void> {
  const seeded = await db.select({ type: archiveReasonSeeds.type }).from(archiveReasonSeeds).where(inCompany(archiveReasonSeeds, companyId));
  const missing = REASON_TYPE_ORDER.filter((t) => !seeded.some((s) => s.type === t));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(archiveReasonSeeds)
      .values(missing.map((type) => ({ companyId, type })))
      .onConflictDoNothing()
      .returning({ type: archiveReasonSeeds.type });
    const rows = claimed.flatMap(({ type }) => DEFAULT_ARCHIVE_REASONS[type].map((name, i) => ({ companyId, type, name, sort: i + 1 })));
    if (rows.length > 0) await tx.insert(archiveReasons).values(rows).onConflictDoNothing();
  });
}

/** The reasons in tab order, then the administrator's order. */
export async function listReasons(db: Db, companyId: number, query: ArchiveReasonQuery = {}): Promise<ArchiveReason[]> {
  await ensureDefaults(db, companyId);
  const rows = await db
    .select()
    .from(archiveReasons)
    .where(
      inCompany(archiveReasons, companyId, query.type ? eq(archiveReasons.type, query.type) : undefined, query.enabled === undefined ? undefined : eq(archiveReasons.enabled, query.enabled)),
    )
    .orderBy(typeOrder, asc(archiveReasons.sort), asc(archiveReasons.id));
  return rows.map(present);
}

async function reasonOr404(db: DbOrTx, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(archiveReasons).where(inCompany(archiveReasons, companyId, eq(archiveReasons.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createReason(db: Db, companyId: number, body: ArchiveReasonCreate): Promise<ArchiveReason> {
  await ensureDefaults(db, companyId);
  return db
    .transaction(async (tx) => {
      await lockCompany(tx, `archive-reasons:${body.type}`, companyId);
      const [stats] = await tx
        .select({ n: count(), maxSort: sql<number>`coalesce(max(${archiveReasons.sort}), 0)::int` })
        .from(archiveReasons)
        .where(inCompany(archiveReasons, companyId, eq(archiveReasons.type, body.type)));
      if ((stats?.n ?? 0) >= ARCHIVE_REASONS_MAX) throw new AppError('ARCHIVE_REASON_LIMIT');
      const [row] = await tx
        .insert(archiveReasons)
        .values({ companyId, type: body.type, name: body.name, sort: (stats?.maxSort ?? 0) + 1 })
        .returning();
      return present(row!);
    })
    .catch(rethrowName);
}

export async function updateReason(db: Db, companyId: number, id: number, body: ArchiveReasonUpdate): Promise<ArchiveReason> {
  const updated = await db
    .update(archiveReasons)
    .set({ name: body.name, enabled: body.enabled })
    .where(inCompany(archiveReasons, companyId, eq(archiveReasons.id, id)))
    .returning()
    .catch(rethrowName);
  if (!updated[0]) throw new AppError('NOT_FOUND');
  return present(updated[0]);
}

// Later screens keep the reason's name with what they record, so deleting one changes no history.
export async function deleteReason(db: Db, companyId: number, id: number): Promise<void> {
  const deleted = await db.delete(archiveReasons).where(inCompany(archiveReasons, companyId, eq(archiveReasons.id, id))).returning({ id: archiveReasons.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** Puts one type's reasons in the given order; the list must name each of them once. */
export async function reorderReasons(db: Db, companyId: number, type: ReasonType, ids: readonly number[]): Promise<ArchiveReason[]> {
  await ensureDefaults(db, companyId);
  await db.transaction(async (tx) => {
    await lockCompany(tx, `archive-reasons:${type}`, companyId);
    for (const id of ids) {
      const row = await reasonOr404(tx, companyId, id);
      if (row.type !== type) throw new AppError('ARCHIVE_REASON_ORDER_INVALID');
    }
    const [all] = await tx.select({ n: count() }).from(archiveReasons).where(inCompany(archiveReasons, companyId, eq(archiveReasons.type, type)));
    if (new Set(ids).size !== ids.length || ids.length !== (all?.n ?? 0)) throw new AppError('ARCHIVE_REASON_ORDER_INVALID');
    for (const [index, id] of ids.entries()) await tx.update(archiveReasons).set({ sort: index + 1 }).where(inCompany(archiveReasons, companyId, eq(archiveReasons.id, id)));
  });
  return listReasons(db, companyId, { type });
}
