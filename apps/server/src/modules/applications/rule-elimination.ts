// A job's 简历筛选规则 judging a new application (enterJob calls it on every way into a job:
// by hand, transfer, careers portal, mail intake, helper): an elimination by a rule, or at
// intake, eliminates the application at once with the rule and its reasons as the reason
// (actor: the rule, not a person); a flag rule tags the resume.
import { ApplicationEventKind, RecruitmentState, ResumeAction } from '@bole/domain';
import type { Tx } from '../../platform/db/client';
import { screenApplication } from '../intake/rules/screen';
import { logActions, type Actor } from './events';
import { findApplication, updateVersioned } from './repository';

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

/** Screens a just created application by its job's rules; answers whether a rule eliminated it. */
export async function screenNewApplication(tx: Tx, actor: Actor, input: { resumeId: number; jobId: number; applicationId: number }): Promise<boolean> {
  const op = { companyId: actor.companyId, accountId: actor.accountId, userName: actor.name };
  const reason = await screenApplication(tx, op, input);
  if (reason) await eliminateByRule(tx, actor.companyId, input.applicationId, reason);
  return reason !== null;
}
