// Starting and moving approvals: a submission resolves the company's current flow for the
// subject's facts into steps, and the approval walks them: copy-to steps notify as they are
// reached, steps without anyone to ask are skipped, steps whose approvers are all disabled go
// to the administrators, and the first approver step waits.
import { resolveFlow, type ApprovalAction, type ApprovalFacts, type ApprovalKind, type ApprovalStatus, type ResolvedStep } from '@bole/domain';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/errors';
import * as flows from './flows.repository';
import { flowManagers, loadOrgData } from './org-data';
import { askApprovers, tellResult } from './notices';
import { announce, subjectReader } from './registry';
import * as repo from './repository';

export type Submission = { kind: ApprovalKind; subjectId: number; title: string; facts: ApprovalFacts };
export type Submitted = { approvalId: number; status: ApprovalStatus };
/** Who submits: the subject module passes its caller. */
export type Applicant = { companyId: number; accountId: number };

export type Current = Pick<repo.InstanceRow, 'id' | 'companyId' | 'kind' | 'subjectId' | 'round' | 'facts' | 'applicantId' | 'title'>;

/** Ends the approval when it is final, and tells the subject's module either way. */
export async function settle(tx: Tx, instance: Current, status: ApprovalStatus, actorId: number, reason: string | null = null): Promise<void> {
  if (status !== 'pending') await repo.updateInstance(tx, instance.companyId, instance.id, { status, reason, decidedAt: new Date() });
  await tellResult(tx, instance, status, actorId, reason);
  await announce(tx, { companyId: instance.companyId, kind: instance.kind, subjectId: instance.subjectId, approvalId: instance.id, status, reason, actorId });
}

/**
 * Walks the waiting steps of the current round: copies and skips what needs no decision and
 * activates the next approver step. Answers 'pending' while a step waits, else 'approved'.
 */
export async function advance(tx: Tx, instance: Current): Promise<ApprovalStatus> {
  const { companyId, id: instanceId, round } = instance;
  const steps = await repo.stepsOfRound(tx, companyId, instanceId, round);
  const tasks = await repo.tasksOfSteps(tx, companyId, steps.map((s) => s.id));
  for (const step of steps.filter((s) => s.status === 'waiting')) {
    const people = tasks.filter((t) => t.stepId === step.id);
    if (people.length === 0) {
      await repo.setStep(tx, companyId, step.id, 'skipped');
      await repo.insertAction(tx, companyId, { instanceId, round, stepId: step.id, actorId: null, action: 'skip', comment: step.note });
    } else if (step.kind === 'cc') {
      await repo.setStep(tx, companyId, step.id, 'copied');
      await repo.moveTasks(tx, companyId, { instanceId, stepIds: [step.id] }, ['waiting'], 'copied');
      await repo.insertAction(tx, companyId, { instanceId, round, stepId: step.id, actorId: null, action: 'copy' });
    } else {
      await repo.setStep(tx, companyId, step.id, 'active');
      // Only a held step has both people and a note: the trail says why the administrators decide it.
      if (step.note) await repo.insertAction(tx, companyId, { instanceId, round, stepId: step.id, actorId: null, action: 'transfer', comment: `${step.note}，已转交管理员` });
      const asked = step.mode === 'sequential' ? [people[0]!] : people.filter((t) => t.status === 'waiting');
      if (step.mode === 'sequential') await repo.setTask(tx, companyId, people[0]!.id, 'pending');
      else await repo.moveTasks(tx, companyId, { instanceId, stepIds: [step.id] }, ['waiting'], 'pending');
      await askApprovers(tx, instance, asked.map((t) => t.accountId));
      return 'pending';
    }
  }
  if (!steps.some((s) => s.kind === 'approve' && s.status === 'approved')) {
    await repo.insertAction(tx, companyId, { instanceId, round, actorId: null, action: 'autoApprove', comment: '没有需要审批的人，自动通过' });
  }
  return 'approved';
}

/**
 * After someone's part in the active step ended: hands the step to the next person (依次审批),
 * or, when nobody is left to act, closes the step and walks on. Answers the approval's status.
 */
export async function continueStep(tx: Tx, instance: Current, step: Pick<repo.StepRow, 'id' | 'mode'>): Promise<ApprovalStatus> {
  const people = await repo.tasksOfSteps(tx, instance.companyId, [step.id]);
  if (people.some((t) => t.status === 'pending')) return 'pending';
  const next = step.mode === 'sequential' ? people.find((t) => t.status === 'waiting') : undefined;
  if (next) {
    await repo.setTask(tx, instance.companyId, next.id, 'pending');
    await askApprovers(tx, instance, [next.accountId]);
    return 'pending';
  }
  await repo.setStep(tx, instance.companyId, step.id, people.some((t) => t.status === 'approved') ? 'approved' : 'skipped');
  return advance(tx, instance);
}

/**
 * Gives each held step (approvers all disabled) to the kind's flow managers, any one of whom
 * decides it, instead of letting it be skipped: an approval never passes with nobody checking.
 */
async function holdForManagers(tx: Tx, instance: Current, steps: ResolvedStep[]): Promise<ResolvedStep[]> {
  if (!steps.some((s) => s.held)) return steps;
  const managers = await flowManagers(tx, instance.companyId, instance.kind, instance.applicantId);
  return steps.map((s) => (s.held ? { ...s, accountIds: managers, mode: 'any', note: `${s.note ?? '审批人均已停用'}，等待管理员处理` } : s));
}

/** Starts the instance's current round under the flow in force, and settles what follows. */
async function startRound(tx: Tx, instance: Current, actorId: number, action: ApprovalAction): Promise<ApprovalStatus> {
  const { companyId, id: instanceId, round } = instance;
  await repo.insertAction(tx, companyId, { instanceId, round, actorId, action });
  const flow = await flows.currentFlow(tx, companyId, instance.kind);
  let status: ApprovalStatus;
  if (!flow) {
    await repo.insertRound(tx, companyId, instanceId, round, null, []);
    await repo.insertAction(tx, companyId, { instanceId, round, actorId: null, action: 'autoApprove', comment: '未设置审批流程，自动通过' });
    status = 'approved';
  } else {
    const resolved = resolveFlow(flow.definition, instance.facts, await loadOrgData(tx, companyId, instance.applicantId));
    await repo.insertRound(tx, companyId, instanceId, round, flow.id, resolved.route);
    await repo.insertSteps(tx, companyId, instanceId, round, await holdForManagers(tx, instance, resolved.steps));
    status = await advance(tx, instance);
  }
  await settle(tx, instance, status, actorId);
  return status;
}

/**
 * Sends a subject through the company's flow of its kind, inside the caller's transaction when
 * given one. Without a flow (or with nobody to ask on the route) it answers 'approved' at once,
 * so subjects work before any flow exists. A subject approved, rejected or withdrawn before
 * starts a new round; one still pending is refused.
 */
export async function submit(db: DbOrTx, applicant: Applicant, input: Submission): Promise<Submitted> {
  const { companyId, accountId } = applicant;
  try {
    return await db.transaction(async (tx) => {
      const existing = await repo.lockSubject(tx, companyId, input.kind, input.subjectId);
      if (existing?.status === 'pending') throw new AppError('APPROVAL_IN_PROGRESS');
      const fields = { title: input.title, facts: input.facts, applicantId: accountId };
      let instance: Current;
      if (existing) {
        instance = { ...existing, ...fields, round: existing.round + 1 };
        await repo.updateInstance(tx, companyId, existing.id, { ...fields, round: instance.round, status: 'pending', reason: null, submittedAt: new Date(), decidedAt: null });
      } else {
        instance = await repo.insertInstance(tx, companyId, { kind: input.kind, subjectId: input.subjectId, ...fields });
      }
      const status = await startRound(tx, instance, accountId, existing ? 'resubmit' : 'submit');
      return { approvalId: instance.id, status };
    });
  } catch (error) {
    // Two first submissions of one subject at the same moment: the second finds the first.
    if (uniqueViolation(error) === 'approval_instances_subject_uq') throw new AppError('APPROVAL_IN_PROGRESS');
    throw error;
  }
}

/**
 * The applicant sends a rejected or withdrawn approval again: with the subject as it stands now
 * when its module reads it, else with the facts it was submitted with. A subject gone is 404.
 */
export async function resubmitLocked(tx: Tx, instance: repo.InstanceRow, actorId: number): Promise<ApprovalStatus> {
  const read = subjectReader(instance.kind);
  const subject = read ? await read(tx, instance.companyId, instance.subjectId) : { title: instance.title, facts: instance.facts };
  if (!subject) throw new AppError('NOT_FOUND');
  const next = { ...instance, ...subject, round: instance.round + 1 };
  await repo.updateInstance(tx, instance.companyId, instance.id, { ...subject, round: next.round, status: 'pending', reason: null, submittedAt: new Date(), decidedAt: null });
  return startRound(tx, next, actorId, 'resubmit');
}
