// Queries of approvals, their rounds, steps, tasks and trail; every one scoped to the company.
import type { ApprovalAction, ApprovalFacts, ApprovalKind, ApprovalStepStatus, ApprovalTaskStatus, ResolvedStep } from '@bole/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { approvalActions, approvalInstances, approvalRounds, approvalSteps, approvalTasks } from './tables';

export type InstanceRow = typeof approvalInstances.$inferSelect;
export type StepRow = typeof approvalSteps.$inferSelect;
export type TaskRow = typeof approvalTasks.$inferSelect;

/** The approval, locked until the transaction ends: decisions on it happen one at a time. */
export async function lockInstance(db: DbOrTx, companyId: number, id: number): Promise<InstanceRow | undefined> {
  const [row] = await db.select().from(approvalInstances).where(inCompany(approvalInstances, companyId, eq(approvalInstances.id, id))).for('update');
  return row;
}

/** The approval of a subject, locked, if it ever had one. */
export async function lockSubject(db: DbOrTx, companyId: number, kind: ApprovalKind, subjectId: number): Promise<InstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalInstances)
    .where(inCompany(approvalInstances, companyId, eq(approvalInstances.kind, kind), eq(approvalInstances.subjectId, subjectId)))
    .for('update');
  return row;
}

export async function findInstance(db: DbOrTx, companyId: number, id: number): Promise<InstanceRow | undefined> {
  const [row] = await db.select().from(approvalInstances).where(inCompany(approvalInstances, companyId, eq(approvalInstances.id, id)));
  return row;
}

type NewInstance = { kind: ApprovalKind; subjectId: number; title: string; applicantId: number; facts: ApprovalFacts };

export async function insertInstance(db: DbOrTx, companyId: number, input: NewInstance): Promise<InstanceRow> {
  const [row] = await db.insert(approvalInstances).values({ companyId, ...input, status: 'pending', round: 1 }).returning();
  return row!;
}

export async function updateInstance(db: DbOrTx, companyId: number, id: number, values: Partial<Omit<InstanceRow, 'id' | 'companyId'>>): Promise<void> {
  await db.update(approvalInstances).set(values).where(inCompany(approvalInstances, companyId, eq(approvalInstances.id, id)));
}

export async function insertRound(db: DbOrTx, companyId: number, instanceId: number, round: number, flowId: number | null, route: string[]): Promise<void> {
  await db.insert(approvalRounds).values({ companyId, instanceId, round, flowId, route });
}

/** Writes a round's steps and their people, all waiting. */
export async function insertSteps(db: DbOrTx, companyId: number, instanceId: number, round: number, steps: readonly ResolvedStep[]): Promise<void> {
  if (steps.length === 0) return;
  const rows = await db
    .insert(approvalSteps)
    .values(
      steps.map((s, position) => ({ companyId, instanceId, round, position, nodeId: s.nodeId, name: s.name, kind: s.kind, mode: s.mode, status: 'waiting' as const, note: s.note })),
    )
    .returning({ id: approvalSteps.id, position: approvalSteps.position });
  const tasks = rows.flatMap((row) =>
    steps[row.position]!.accountIds.map((accountId, position) => ({ companyId, instanceId, stepId: row.id, accountId, position, status: 'waiting' as const })),
  );
  if (tasks.length > 0) await db.insert(approvalTasks).values(tasks);
}

/** The steps of one round in order. */
export async function stepsOfRound(db: DbOrTx, companyId: number, instanceId: number, round: number): Promise<StepRow[]> {
  return db
    .select()
    .from(approvalSteps)
    .where(inCompany(approvalSteps, companyId, eq(approvalSteps.instanceId, instanceId), eq(approvalSteps.round, round)))
    .orderBy(asc(approvalSteps.position));
}

/** The people of the given steps, in their order. */
export async function tasksOfSteps(db: DbOrTx, companyId: number, stepIds: readonly number[]): Promise<TaskRow[]> {
  if (stepIds.length === 0) return [];
  return db
    .select()
    .from(approvalTasks)
    .where(inCompany(approvalTasks, companyId, inArray(approvalTasks.stepId, [...stepIds])))
    .orderBy(asc(approvalTasks.stepId), asc(approvalTasks.position));
}

export async function setStep(db: DbOrTx, companyId: number, stepId: number, status: ApprovalStepStatus): Promise<void> {
  const decided = status === 'active' || status === 'waiting' ? null : new Date();
  await db.update(approvalSteps).set({ status, decidedAt: decided }).where(inCompany(approvalSteps, companyId, eq(approvalSteps.id, stepId)));
}

export async function setTask(db: DbOrTx, companyId: number, taskId: number, status: ApprovalTaskStatus, comment?: string | null): Promise<void> {
  const acted = status === 'pending' || status === 'waiting' ? null : new Date();
  await db
    .update(approvalTasks)
    .set({ status, actedAt: acted, ...(comment !== undefined ? { comment } : {}) })
    .where(inCompany(approvalTasks, companyId, eq(approvalTasks.id, taskId)));
}

/** Gives a task to another account (a hand-over). */
export async function reassignTask(db: DbOrTx, companyId: number, taskId: number, accountId: number): Promise<void> {
  await db.update(approvalTasks).set({ accountId }).where(inCompany(approvalTasks, companyId, eq(approvalTasks.id, taskId)));
}

/** Moves the tasks of the given steps that are in one of the `from` states to `to`. */
export async function moveTasks(db: DbOrTx, companyId: number, where: { instanceId: number; stepIds: readonly number[] }, from: readonly ApprovalTaskStatus[], to: ApprovalTaskStatus): Promise<void> {
  if (where.stepIds.length === 0) return;
  const acted = to === 'pending' || to === 'waiting' ? null : new Date();
  await db
    .update(approvalTasks)
    .set({ status: to, actedAt: acted })
    .where(inCompany(approvalTasks, companyId, eq(approvalTasks.instanceId, where.instanceId), inArray(approvalTasks.stepId, [...where.stepIds]), inArray(approvalTasks.status, [...from])));
}

export async function moveSteps(db: DbOrTx, companyId: number, stepIds: readonly number[], from: readonly ApprovalStepStatus[], to: ApprovalStepStatus): Promise<void> {
  if (stepIds.length === 0) return;
  await db
    .update(approvalSteps)
    .set({ status: to, decidedAt: new Date() })
    .where(inCompany(approvalSteps, companyId, inArray(approvalSteps.id, [...stepIds]), inArray(approvalSteps.status, [...from])));
}

type NewAction = { instanceId: number; round: number; stepId?: number | null; actorId: number | null; action: ApprovalAction; comment?: string | null };

export async function insertAction(db: DbOrTx, companyId: number, a: NewAction): Promise<void> {
  await db.insert(approvalActions).values({ companyId, instanceId: a.instanceId, round: a.round, stepId: a.stepId ?? null, actorId: a.actorId, action: a.action, comment: a.comment ?? null });
}

/** Whether the account has, or had, any part in the approval. */
export async function isParticipant(db: DbOrTx, companyId: number, instanceId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(inCompany(approvalTasks, companyId, eq(approvalTasks.instanceId, instanceId), eq(approvalTasks.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}
