// The boxes of 我的审批 and the approval state of subjects: queries over approvals scoped to the
// caller's company and, per box, to the caller's part in them.
import type { ApprovalBox, ApprovalKind, ApprovalListQuery, ApprovalRow, ApprovalState, ApprovalTaskStatus, Page } from '@bole/domain';
import { and, asc, count, desc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { DbOrTx } from '../../platform/db/client';
import { concurrently } from '../../platform/db/concurrent';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { containsPattern } from '../company/shared';
import { approvalInstances, approvalSteps, approvalTasks } from './tables';

const hasTask = (db: DbOrTx, accountId: number, statuses: ApprovalTaskStatus[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(approvalTasks)
      .where(and(eq(approvalTasks.instanceId, approvalInstances.id), eq(approvalTasks.accountId, accountId), inArray(approvalTasks.status, statuses))),
  );

function boxCondition(db: DbOrTx, box: ApprovalBox, accountId: number): SQL {
  if (box === 'mine') return eq(approvalInstances.applicantId, accountId);
  if (box === 'pending') return hasTask(db, accountId, ['pending']);
  if (box === 'done') return hasTask(db, accountId, ['approved', 'rejected']);
  return hasTask(db, accountId, ['copied']);
}

type CurrentStep = { step: string; approvers: string[]; heldReason: string | null };

/**
 * Who is to decide now in each of the given approvals: the active step's name, its people still
 * to act, and why the administrators decide it when its approvers were all disabled (an active
 * step carries a note only then).
 */
export async function currentSteps(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<Map<number, CurrentStep>> {
  const byInstance = new Map<number, CurrentStep>();
  if (ids.length === 0) return byInstance;
  const rows = await db
    .select({ instanceId: approvalSteps.instanceId, step: approvalSteps.name, note: approvalSteps.note, userName: accounts.userName })
    .from(approvalSteps)
    .innerJoin(approvalTasks, and(eq(approvalTasks.stepId, approvalSteps.id), eq(approvalTasks.status, 'pending')))
    .innerJoin(accounts, eq(accounts.id, approvalTasks.accountId))
    .where(inCompany(approvalSteps, companyId, inArray(approvalSteps.instanceId, [...ids]), eq(approvalSteps.status, 'active')))
    .orderBy(asc(approvalTasks.position));
  for (const r of rows) {
    const entry = byInstance.get(r.instanceId) ?? { step: r.step, approvers: [], heldReason: r.note };
    entry.approvers.push(r.userName);
    byInstance.set(r.instanceId, entry);
  }
  return byInstance;
}

const rowColumns = {
  id: approvalInstances.id,
  kind: approvalInstances.kind,
  subjectId: approvalInstances.subjectId,
  title: approvalInstances.title,
  applicantId: approvalInstances.applicantId,
  applicantName: accounts.userName,
  status: approvalInstances.status,
  round: approvalInstances.round,
  reason: approvalInstances.reason,
  submittedAt: approvalInstances.submittedAt,
  decidedAt: approvalInstances.decidedAt,
};
type RowData = Omit<ApprovalRow, 'currentStep' | 'currentApprovers' | 'heldReason' | 'submittedAt' | 'decidedAt'> & { submittedAt: Date; decidedAt: Date | null };

export function presentRow(r: RowData, current: CurrentStep | undefined): ApprovalRow {
  return {
    ...r,
    reason: r.status === 'rejected' ? r.reason : null,
    currentStep: r.status === 'pending' ? (current?.step ?? null) : null,
    currentApprovers: r.status === 'pending' ? (current?.approvers ?? []) : [],
    heldReason: r.status === 'pending' ? (current?.heldReason ?? null) : null,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** One row of an approval, without checking who asks. */
export async function rowOf(db: DbOrTx, companyId: number, id: number): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(approvalInstances)
    .innerJoin(accounts, eq(accounts.id, approvalInstances.applicantId))
    .where(inCompany(approvalInstances, companyId, eq(approvalInstances.id, id)));
  if (!row) return undefined;
  return presentRow(row, (await currentSteps(db, companyId, [id])).get(id));
}

/** A page of one of the caller's boxes, newest submission first. */
export async function listBox(db: DbOrTx, caller: AuthContext, q: ApprovalListQuery): Promise<Page<ApprovalRow>> {
  const where = inCompany(
    approvalInstances,
    caller.companyId,
    boxCondition(db, q.box, caller.accountId),
    q.kind ? eq(approvalInstances.kind, q.kind) : undefined,
    q.status ? eq(approvalInstances.status, q.status) : undefined,
    q.keyword ? ilike(approvalInstances.title, containsPattern(q.keyword)) : undefined,
  );
  const [rows, [total]] = await concurrently(db, [
    () =>
      db
        .select(rowColumns)
        .from(approvalInstances)
        .innerJoin(accounts, eq(accounts.id, approvalInstances.applicantId))
        .where(where)
        .orderBy(desc(approvalInstances.submittedAt), desc(approvalInstances.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
    () => db.select({ n: count() }).from(approvalInstances).where(where),
  ] as const);
  const current = await currentSteps(db, caller.companyId, rows.map((r) => r.id));
  return { list: rows.map((r) => presentRow(r, current.get(r.id))), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** How many approvals wait for the account's decision (the /home to-do). */
export async function pendingCount(db: DbOrTx, companyId: number, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvalTasks)
    .where(inCompany(approvalTasks, companyId, eq(approvalTasks.accountId, accountId), eq(approvalTasks.status, 'pending')));
  return row?.n ?? 0;
}

/** Where each of the given subjects stands in approval; subjects that never went through one are absent. */
export async function approvalStates(db: DbOrTx, companyId: number, kind: ApprovalKind, subjectIds: readonly number[]): Promise<Map<number, ApprovalState>> {
  const states = new Map<number, ApprovalState>();
  if (subjectIds.length === 0) return states;
  const rows = await db
    .select({ id: approvalInstances.id, subjectId: approvalInstances.subjectId, status: approvalInstances.status, reason: approvalInstances.reason })
    .from(approvalInstances)
    .where(inCompany(approvalInstances, companyId, eq(approvalInstances.kind, kind), inArray(approvalInstances.subjectId, [...subjectIds])));
  const current = await currentSteps(db, companyId, rows.map((r) => r.id));
  for (const r of rows) {
    states.set(r.subjectId, {
      approvalId: r.id,
      status: r.status,
      currentStep: r.status === 'pending' ? (current.get(r.id)?.step ?? null) : null,
      reason: r.status === 'rejected' ? r.reason : null,
    });
  }
  return states;
}
