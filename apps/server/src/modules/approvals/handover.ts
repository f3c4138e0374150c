// A departing account's part in running approvals goes to whoever takes over its work, so no
// approval waits for someone who can no longer sign in. The trail says who took over from whom.
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { HandOverContext } from '../company/accounts.service';
import { accounts } from '../company/tables';
import { continueStep, settle } from './engine';
import * as repo from './repository';
import { approvalInstances, approvalTasks } from './tables';

async function namesOf(tx: Tx, companyId: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx.select({ id: accounts.id, userName: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, ids)));
  return new Map(rows.map((a) => [a.id, a.userName]));
}

/** Moves `from`'s waiting and pending tasks of pending approvals to `to`; answers how many approvals. */
export async function handOverApprovals(tx: Tx, { companyId, fromAccountId, toAccountId }: HandOverContext): Promise<number> {
  const touched = await tx
    .selectDistinct({ id: approvalTasks.instanceId })
    .from(approvalTasks)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
    .where(inCompany(approvalTasks, companyId, eq(approvalTasks.accountId, fromAccountId), inArray(approvalTasks.status, ['waiting', 'pending']), eq(approvalInstances.status, 'pending')));
  if (touched.length === 0) return 0;
  const names = await namesOf(tx, companyId, [fromAccountId, toAccountId]);
  const comment = `工作交接：${names.get(fromAccountId) ?? ''}的审批转交给${names.get(toAccountId) ?? ''}`;
  let moved = 0;
  for (const { id } of touched) {
    // Decisions on the approval wait until the hand-over is done, and it sees theirs.
    const instance = await repo.lockInstance(tx, companyId, id);
    if (instance?.status !== 'pending') continue;
    const steps = await repo.stepsOfRound(tx, companyId, id, instance.round);
    const tasks = await repo.tasksOfSteps(tx, companyId, steps.map((s) => s.id));
    for (const task of tasks.filter((t) => t.accountId === fromAccountId && (t.status === 'waiting' || t.status === 'pending'))) {
      const step = steps.find((s) => s.id === task.stepId)!;
      await repo.insertAction(tx, companyId, { instanceId: id, round: instance.round, stepId: step.id, actorId: null, action: 'transfer', comment });
      if (!tasks.some((t) => t.stepId === step.id && t.accountId === toAccountId)) {
        await repo.reassignTask(tx, companyId, task.id, toAccountId);
        continue;
      }
      // The receiver already has a part in that step: the departing one's part simply ends. Its
      // state is read again, as a step finished a moment ago may have made it pending.
      const wasPending = (await repo.tasksOfSteps(tx, companyId, [step.id])).some((t) => t.id === task.id && t.status === 'pending');
      await repo.setTask(tx, companyId, task.id, 'cancelled');
      if (wasPending && (await continueStep(tx, instance, step)) === 'approved') await settle(tx, instance, 'approved', toAccountId);
    }
    moved += 1;
  }
  return moved;
}
