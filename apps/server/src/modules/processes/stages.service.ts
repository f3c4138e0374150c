// 招聘阶段 (/user/manage/recruitstage, 360002): the company's stage library. Each stage has a
// type (spec section 3) and the actions of that type switched on; a type's locked action is
// always on. The first screening and the first interview stage of the library (the oldest)
// are locked: never disabled or deleted. A stage holding candidates is not disabled or deleted.
import { isStageActionLocked, STAGES_MAX, stageTypeActions, StageType, type RecruitStage, type RecruitStageCreate, type RecruitStageOrder, type RecruitStageUpdate, type StageAction } from '@bole/domain';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applications } from '../applications/tables';
import { ensureDefaultProcess } from './defaults';
import { recruitProcessStages, recruitStages } from './tables';

type Row = typeof recruitStages.$inferSelect;
const live = isNull(recruitStages.deletedAt);

const rethrowName = (error: unknown): never => {
  if (uniqueViolation(error) !== null) throw new AppError('STAGE_NAME_TAKEN');
  throw error;
};

/** The actions switched on, in the type's order, locked ones always included; others refused. */
export function actionsFor(type: StageType, wanted: readonly StageAction[] | undefined): StageAction[] {
  const allowed = stageTypeActions[type];
  if (wanted === undefined) return [...allowed];
  const stray = wanted.find((a) => !allowed.includes(a));
  if (stray) throw new AppError('STAGE_ACTION_INVALID');
  return allowed.filter((a) => wanted.includes(a) || isStageActionLocked(type, a));
}

/** Ids of the locked stages: the oldest live stage of type 1 and of type 2. */
async function lockedIds(db: DbOrTx, companyId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinctOn([recruitStages.type], { id: recruitStages.id })
    .from(recruitStages)
    .where(inCompany(recruitStages, companyId, live, sql`${recruitStages.type} in (${StageType.Screening}, ${StageType.Interview})`))
    .orderBy(recruitStages.type, asc(recruitStages.id));
  return new Set(rows.map((r) => r.id));
}

async function withDefaults(db: Db, companyId: number): Promise<void> {
  await db.transaction((tx) => ensureDefaultProcess(tx, companyId));
}

export async function listStages(db: Db, companyId: number): Promise<RecruitStage[]> {
  await withDefaults(db, companyId);
  // The outer row named in full: inside the subqueries a bare "id" would be the inner table's.
  const stageId = sql.raw('"recruit_stages"."id"');
  const processCount = sql<number>`(select count(*)::int from ${recruitProcessStages} ps where ps.company_id = ${companyId} and ps.stage_id = ${stageId})`;
  const candidateCount = sql<number>`(select count(*)::int from ${applications} a where a.company_id = ${companyId} and a.stage_id = ${stageId} and a.archived_at is null)`;
  const [rows, locked] = await Promise.all([
    db
      .select({ row: recruitStages, processCount, candidateCount })
      .from(recruitStages)
      .where(inCompany(recruitStages, companyId, live))
      .orderBy(asc(recruitStages.sort), asc(recruitStages.id)),
    lockedIds(db, companyId),
  ]);
  return rows.map(({ row: r, ...n }) => ({ id: r.id, name: r.name, type: r.type, actions: r.actions, enabled: r.enabled, locked: locked.has(r.id), sort: r.sort, ...n }));
}

async function stageOr404(db: DbOrTx, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(recruitStages).where(inCompany(recruitStages, companyId, eq(recruitStages.id, id), live));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function holdsCandidates(db: DbOrTx, companyId: number, stageId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(applications).where(inCompany(applications, companyId, eq(applications.stageId, stageId), isNull(applications.archivedAt)));
  return (row?.n ?? 0) > 0;
}

const byId = async (db: Db, companyId: number, id: number) => (await listStages(db, companyId)).find((s) => s.id === id)!;

export async function createStage(db: Db, companyId: number, body: RecruitStageCreate): Promise<RecruitStage> {
  await withDefaults(db, companyId);
  const actions = actionsFor(body.type, body.actions);
  const id = await db
    .transaction(async (tx) => {
      await lockCompany(tx, 'recruit-stages', companyId);
      const [stats] = await tx.select({ n: count(), maxSort: sql<number>`coalesce(max(${recruitStages.sort}), 0)::int` }).from(recruitStages).where(inCompany(recruitStages, companyId, live));
      if ((stats?.n ?? 0) >= STAGES_MAX) throw new AppError('STAGE_LIMIT');
      const [row] = await tx
        .insert(recruitStages)
        .values({ companyId, name: body.name, type: body.type, actions, sort: (stats?.maxSort ?? 0) + 1 })
        .returning({ id: recruitStages.id });
      return row!.id;
    })
    .catch(rethrowName);
  return byId(db, companyId, id);
}

export async function updateStage(db: Db, companyId: number, id: number, body: RecruitStageUpdate): Promise<RecruitStage> {
  await db
    .transaction(async (tx) => {
      const current = await stageOr404(tx, companyId, id);
      if (body.enabled === false && current.enabled) {
        if ((await lockedIds(tx, companyId)).has(id)) throw new AppError('STAGE_LOCKED');
        if (await holdsCandidates(tx, companyId, id)) throw new AppError('STAGE_HAS_CANDIDATES', '该阶段中还有候选人，请先把他们移到其他阶段再停用');
      }
      const patch: Partial<Row> = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.actions !== undefined) patch.actions = actionsFor(current.type, body.actions);
      if (body.enabled !== undefined) patch.enabled = body.enabled;
      if (Object.keys(patch).length > 0) await tx.update(recruitStages).set(patch).where(inCompany(recruitStages, companyId, eq(recruitStages.id, id)));
    })
    .catch(rethrowName);
  return byId(db, companyId, id);
}

/** Deletes a stage: out of the library and every process; kept for the names in logs. */
export async function deleteStage(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await stageOr404(tx, companyId, id);
    if ((await lockedIds(tx, companyId)).has(id)) throw new AppError('STAGE_LOCKED');
    if (await holdsCandidates(tx, companyId, id)) throw new AppError('STAGE_HAS_CANDIDATES');
    await tx.delete(recruitProcessStages).where(inCompany(recruitProcessStages, companyId, eq(recruitProcessStages.stageId, id)));
    await tx.update(recruitStages).set({ deletedAt: new Date(), enabled: false }).where(inCompany(recruitStages, companyId, eq(recruitStages.id, id)));
  });
}

/** Reorders the library: every live stage once. */
export async function reorderStages(db: Db, companyId: number, body: RecruitStageOrder): Promise<RecruitStage[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'recruit-stages', companyId);
    const rows = await tx.select({ id: recruitStages.id }).from(recruitStages).where(inCompany(recruitStages, companyId, live));
    const known = new Set(rows.map((r) => r.id));
    if (body.ids.length !== known.size || new Set(body.ids).size !== body.ids.length || body.ids.some((i) => !known.has(i))) {
      throw new AppError('VALIDATION', '排序须包含全部招聘阶段，且不能重复');
    }
    for (const [i, stageId] of body.ids.entries()) await tx.update(recruitStages).set({ sort: i + 1 }).where(and(eq(recruitStages.companyId, companyId), eq(recruitStages.id, stageId)));
  });
  return listStages(db, companyId);
}
