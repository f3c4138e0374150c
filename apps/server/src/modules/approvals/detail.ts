// One approval as its page shows it: every round with its flow version, the branches taken,
// the steps and their people, the trail of actions, and what the caller may do now.
import type { ApprovalDetail, ApprovalKind } from '@bole/domain';
import { asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { DbOrTx } from '../../platform/db/client';
import { concurrently } from '../../platform/db/concurrent';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accounts } from '../company/tables';
import { canSee } from './access';
import { describeFacts } from './facts';
import { versionsOf } from './flows.repository';
import { approvalStates, rowOf } from './inbox';
import { factsFor } from './registry';
import * as repo from './repository';
import { approvalActions, approvalRounds, approvalSteps, approvalTasks } from './tables';

async function trailOf(db: DbOrTx, companyId: number, instanceId: number) {
  return concurrently(db, [
    () => db.select().from(approvalRounds).where(inCompany(approvalRounds, companyId, eq(approvalRounds.instanceId, instanceId))).orderBy(asc(approvalRounds.round)),
    () =>
      db
        .select()
        .from(approvalSteps)
        .where(inCompany(approvalSteps, companyId, eq(approvalSteps.instanceId, instanceId)))
        .orderBy(asc(approvalSteps.round), asc(approvalSteps.position)),
    () =>
      db
        .select({ task: approvalTasks, userName: accounts.userName })
        .from(approvalTasks)
        .innerJoin(accounts, eq(accounts.id, approvalTasks.accountId))
        .where(inCompany(approvalTasks, companyId, eq(approvalTasks.instanceId, instanceId)))
        .orderBy(asc(approvalTasks.stepId), asc(approvalTasks.position)),
    () =>
      db
        .select({ action: approvalActions, actorName: accounts.userName })
        .from(approvalActions)
        .leftJoin(accounts, eq(accounts.id, approvalActions.actorId))
        .where(inCompany(approvalActions, companyId, eq(approvalActions.instanceId, instanceId)))
        .orderBy(asc(approvalActions.createdAt), asc(approvalActions.id)),
  ] as const);
}

/** The approval with its trail, when the caller may see it; 404 otherwise. */
export async function approvalDetail(db: DbOrTx, caller: AuthContext, id: number): Promise<ApprovalDetail> {
  const instance = await repo.findInstance(db, caller.companyId, id);
  if (!instance || !(await canSee(db, caller, instance))) throw new AppError('NOT_FOUND');
  return present(db, caller, instance);
}

/**
 * The approval of a subject, for the subject's own page: its module has checked that the caller
 * may see the subject, which lets him follow its approval too. Null when it never went through one.
 */
export async function subjectApproval(db: DbOrTx, caller: AuthContext, kind: ApprovalKind, subjectId: number): Promise<ApprovalDetail | null> {
  const state = (await approvalStates(db, caller.companyId, kind, [subjectId])).get(subjectId);
  const instance = state && (await repo.findInstance(db, caller.companyId, state.approvalId));
  return instance ? present(db, caller, instance) : null;
}

/**
 * Whether the caller may see the approval of a subject (its applicant, an approver or copy-to, a
 * flow manager): lets an approver read the subject he decides even outside his own data scope.
 */
export async function seesSubjectApproval(db: DbOrTx, caller: AuthContext, kind: ApprovalKind, subjectId: number): Promise<boolean> {
  const state = (await approvalStates(db, caller.companyId, kind, [subjectId])).get(subjectId);
  const instance = state && (await repo.findInstance(db, caller.companyId, state.approvalId));
  return instance ? canSee(db, caller, instance) : false;
}

async function present(db: DbOrTx, caller: AuthContext, instance: repo.InstanceRow): Promise<ApprovalDetail> {
  const { companyId } = caller;
  const id = instance.id;
  const [row, [rounds, steps, tasks, actions]] = await Promise.all([rowOf(db, companyId, id), trailOf(db, companyId, id)]);
  const versions = await versionsOf(db, companyId, rounds.flatMap((r) => (r.flowId === null ? [] : [r.flowId])));
  // What the viewer's codes hide stays out (an offer's regular salary without 100006).
  const facts = await describeFacts(db, companyId, instance.kind, factsFor(caller, instance.kind, instance.facts));
  const stepNames = new Map(steps.map((s) => [s.id, s.name]));
  const mine = tasks.filter((t) => t.task.accountId === caller.accountId && t.task.status === 'pending');
  const isApplicant = instance.applicantId === caller.accountId;
  return {
    ...row!,
    facts,
    rounds: rounds.map((r) => ({
      round: r.round,
      flowVersion: r.flowId === null ? null : (versions.get(r.flowId) ?? null),
      route: r.route,
      steps: steps
        .filter((s) => s.round === r.round)
        .map((s) => ({
          id: s.id,
          name: s.name,
          kind: s.kind,
          mode: s.mode,
          status: s.status,
          note: s.note,
          tasks: tasks
            .filter((t) => t.task.stepId === s.id)
            .map(({ task, userName }) => ({ accountId: task.accountId, userName, status: task.status, actedAt: task.actedAt?.toISOString() ?? null, comment: task.comment })),
        })),
    })),
    actions: actions.map(({ action, actorName }) => ({
      id: action.id,
      round: action.round,
      action: action.action,
      actorName,
      stepName: action.stepId === null ? null : (stepNames.get(action.stepId) ?? null),
      comment: action.comment,
      createdAt: action.createdAt.toISOString(),
    })),
    can: {
      approve: instance.status === 'pending' && mine.length > 0,
      reject: instance.status === 'pending' && mine.length > 0,
      withdraw: isApplicant && instance.status === 'pending',
      resubmit: isApplicant && (instance.status === 'rejected' || instance.status === 'withdrawn'),
    },
  };
}

