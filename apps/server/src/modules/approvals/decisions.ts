// What people do to an approval: approvers approve or reject (with a reason) the step waiting
// for them, the applicant withdraws a pending one or resubmits a rejected or withdrawn one. Each
// locks the approval row first, so two approvers of one 或签 step cannot both decide it.
import type { AuthContext } from '../../platform/auth/context';
import type { Db, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { canSee } from './access';
import { continueStep, resubmitLocked, settle } from './engine';
import * as repo from './repository';

/** The approval locked, when the caller may see it; 404 otherwise. */
async function lockVisible(tx: Tx, caller: AuthContext, id: number): Promise<repo.InstanceRow> {
  const instance = await repo.lockInstance(tx, caller.companyId, id);
  if (!instance || !(await canSee(tx, caller, instance))) throw new AppError('NOT_FOUND');
  return instance;
}

/** The caller's task waiting for him in the active step, with the round's steps and tasks. */
async function myTurn(tx: Tx, caller: AuthContext, id: number) {
  const instance = await lockVisible(tx, caller, id);
  if (instance.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
  const steps = await repo.stepsOfRound(tx, caller.companyId, instance.id, instance.round);
  const tasks = await repo.tasksOfSteps(tx, caller.companyId, steps.map((s) => s.id));
  const mine = tasks.filter((t) => t.accountId === caller.accountId);
  const task = mine.find((t) => t.status === 'pending');
  // Someone else already decided his 或签 step, or he did himself a moment ago.
  if (!task) throw new AppError(mine.some((t) => t.status !== 'waiting' && t.status !== 'copied') ? 'APPROVAL_NOT_PENDING' : 'APPROVAL_NOT_APPROVER');
  return { instance, steps, step: steps.find((s) => s.id === task.stepId)!, task };
}

export async function approve(db: Db, caller: AuthContext, id: number, comment: string | null): Promise<void> {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    const { instance, step, task } = await myTurn(tx, caller, id);
    await repo.setTask(tx, companyId, task.id, 'approved', comment);
    await repo.insertAction(tx, companyId, { instanceId: instance.id, round: instance.round, stepId: step.id, actorId: caller.accountId, action: 'approve', comment });
    // 或签: the first decision is the step's; the others are no longer asked.
    if (step.mode === 'any') await repo.moveTasks(tx, companyId, { instanceId: instance.id, stepIds: [step.id] }, ['pending'], 'cancelled');
    // The next step waiting is no news to the subject; the last step approved is.
    if ((await continueStep(tx, instance, step)) === 'approved') await settle(tx, instance, 'approved', caller.accountId);
  });
}

export async function reject(db: Db, caller: AuthContext, id: number, reason: string): Promise<void> {
  const { companyId } = caller;
  await db.transaction(async (tx) => {
    const { instance, steps, step, task } = await myTurn(tx, caller, id);
    await repo.setTask(tx, companyId, task.id, 'rejected', reason);
    await repo.insertAction(tx, companyId, { instanceId: instance.id, round: instance.round, stepId: step.id, actorId: caller.accountId, action: 'reject', comment: reason });
    await stopRound(tx, instance, steps.map((s) => s.id));
    await repo.setStep(tx, companyId, step.id, 'rejected');
    await settle(tx, instance, 'rejected', caller.accountId, reason);
  });
}

/** Cancels whatever of the round still waits: nobody is asked any more. */
async function stopRound(tx: Tx, instance: repo.InstanceRow, stepIds: number[]): Promise<void> {
  await repo.moveTasks(tx, instance.companyId, { instanceId: instance.id, stepIds }, ['pending', 'waiting'], 'cancelled');
  await repo.moveSteps(tx, instance.companyId, stepIds, ['active', 'waiting'], 'cancelled');
}

export async function withdraw(db: Db, caller: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const instance = await lockVisible(tx, caller, id);
    if (instance.applicantId !== caller.accountId) throw new AppError('APPROVAL_NOT_APPLICANT');
    if (instance.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
    const steps = await repo.stepsOfRound(tx, caller.companyId, instance.id, instance.round);
    await stopRound(tx, instance, steps.map((s) => s.id));
    await repo.insertAction(tx, caller.companyId, { instanceId: instance.id, round: instance.round, actorId: caller.accountId, action: 'withdraw' });
    await settle(tx, instance, 'withdrawn', caller.accountId);
  });
}

export async function resubmit(db: Db, caller: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const instance = await lockVisible(tx, caller, id);
    if (instance.applicantId !== caller.accountId) throw new AppError('APPROVAL_NOT_APPLICANT');
    if (instance.status !== 'rejected' && instance.status !== 'withdrawn') throw new AppError('APPROVAL_NOT_RESUBMITTABLE');
    await resubmitLocked(tx, instance, caller.accountId);
  });
}
