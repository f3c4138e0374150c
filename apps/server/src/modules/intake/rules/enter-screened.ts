// A resume entering a job through intake (mail, portal, helper): enterJob, then the job's filter
// rules and an elimination at intake decide whether the new application is eliminated at once,
// with the rule and its reasons as the elimination reason (actor: the rule, not a person).
import { ApplicationEventKind, RecruitmentState, ResumeAction } from '@bole/domain';
import type { Tx } from '../../../platform/db/client';
import { enterJob, type EnterJobInput } from '../../applications/enter';
import { logActions } from '../../applications/events';
import { findApplication, updateVersioned } from '../../applications/repository';
import { screenApplication } from './screen';

const RULE_ACTOR_NAME = '简历筛选规则';

async function eliminateByRule(tx: Tx, companyId: number, applicationId: number, reason: string): Promise<void> {
  const app = await findApplication(tx, companyId, applicationId);
  if (!app || app.outcome !== null) return;
  const patch = { outcome: 3, recruitmentState: RecruitmentState.Eliminated, eliminateReason: reason, eliminateReasonId: null, eliminateReasonType: 'elimination' as const, eliminatedAt: new Date(), eliminatedBy: null };
  if (!(await updateVersioned(tx, companyId, applicationId, app.version, patch))) return;
  await logActions(tx, { companyId, accountId: null, name: RULE_ACTOR_NAME }, ResumeAction.Eliminate, [
    {
      applicationId,
      resumeId: app.resumeId,
      kind: ApplicationEventKind.Eliminate,
      fromStageId: app.stageId,
      note: reason,
      data: { reasonType: 'elimination', reasonId: null, notify: false },
      record: `职位「${app.jobName}」自动淘汰：${reason}`,
    },
  ]);
}

/**
 * Puts a resume into a job (enterJob) and screens the new application; answers the application
 * and whether a rule eliminated it. An application that existed already is left as it is.
 */
export async function enterJobScreened(tx: Tx, input: EnterJobInput & { operatorName: string }): Promise<{ id: number; created: boolean; eliminated: boolean }> {
  const { operatorName, ...entry } = input;
  const entered = await enterJob(tx, entry);
  if (!entered.created) return { ...entered, eliminated: false };
  const op = { companyId: input.companyId, accountId: input.actorId, userName: operatorName };
  const reason = await screenApplication(tx, op, { resumeId: input.resumeId, jobId: input.jobId, applicationId: entered.id });
  if (reason) await eliminateByRule(tx, input.companyId, entered.id, reason);
  return { ...entered, eliminated: reason !== null };
}
