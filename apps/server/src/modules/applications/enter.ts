// Putting a resume into a job (POST /api/applications, transfer, the careers portal, mail
// intake, the resume helper): the job's first enabled stage, an event, the resume's operation
// record, and the job's 简历筛选规则 screening the new application.
import { ApplicationEventKind, applicationSourceLabels, JobStatus, ResumeAction, type ApplicationSource } from '@bole/domain';
import { eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { lifecycleAt } from '../jobs/presenter';
import { findJob } from '../jobs/repository';
import { stagesOfJob } from '../processes/job-stages';
import { recruitSettingsOf } from '../processes/settings.service';
import { findResume } from '../resumes/repository';
import { logActions, type Actor } from './events';
import { screenNewApplication } from './rule-elimination';
import { accountName, activeApplication, insertApplication, NOT_ELIMINATED, updateVersioned } from './repository';
import { applications } from './tables';

export type EnterJobInput = {
  companyId: number;
  resumeId: number;
  jobId: number;
  /** null: the candidate himself (portal) or the system (mail intake). */
  actorId: number | null;
  source: ApplicationSource;
  /** The stage to start in (an enabled stage of the job's process); the first one when absent. */
  stageId?: number;
  /** Who the records name when it is not the account or the default (e.g. the portal's wording). */
  actorName?: string;
};

async function actorOf(tx: Tx, input: EnterJobInput): Promise<Actor> {
  if (input.actorName !== undefined) return { companyId: input.companyId, accountId: input.actorId, name: input.actorName };
  if (input.actorId === null) return { companyId: input.companyId, accountId: null, name: input.source === 'portal' ? '候选人本人' : '系统' };
  return { companyId: input.companyId, accountId: input.actorId, name: (await accountName(tx, input.companyId, input.actorId)) ?? '系统' };
}

/**
 * Puts a resume of the company into a job's first enabled stage (or the stage chosen). Idempotent: an active
 * application of the resume in the job is answered with created=false (an eliminated one
 * is restored first when 通用招聘设置 says so and the candidate applies again himself).
 * 404 for a job or resume not in the company; a closed job is refused (50001). A new
 * application is screened by the job's filter rules; eliminated says whether one eliminated it.
 */
export async function enterJob(tx: Tx, input: EnterJobInput): Promise<{ id: number; created: boolean; eliminated: boolean; stageId: number }> {
  const { companyId, resumeId, jobId } = input;
  const job = await findJob(tx, companyId, jobId);
  if (!job) throw new AppError('NOT_FOUND');
  const resume = await findResume(tx, companyId, resumeId);
  if (!resume) throw new AppError('NOT_FOUND');
  const settings = await recruitSettingsOf(tx, companyId);
  const actor = await actorOf(tx, input);

  const existing = await activeApplication(tx, companyId, resumeId, jobId);
  if (existing) {
    const reapplies = input.actorId === null && existing.outcome === 3 && settings.reapplyEliminated === 'restore';
    if (reapplies && (await updateVersioned(tx, companyId, existing.id, existing.version, { ...NOT_ELIMINATED, stageEnteredAt: new Date() }))) {
      await logActions(tx, actor, ResumeAction.Reactivate, [
        { applicationId: existing.id, resumeId, kind: ApplicationEventKind.Restore, toStageId: existing.stageId, note: '候选人再次投递，按通用招聘设置恢复', record: `再次投递职位「${job.name}」，已恢复` },
      ]);
    }
    return { id: existing.id, created: false, eliminated: false, stageId: existing.stageId };
  }
  if (lifecycleAt(job).status !== JobStatus.Open) throw new AppError('PIPELINE_JOB_CLOSED');
  if (!settings.allowMultipleJobs) {
    const [elsewhere] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(inCompany(applications, companyId, eq(applications.resumeId, resumeId), ne(applications.jobId, jobId), isNull(applications.archivedAt), isNull(applications.outcome)))
      .limit(1);
    if (elsewhere) throw new AppError('PIPELINE_IN_OTHER_JOB');
  }
  const stages = await stagesOfJob(tx, companyId, job.recruitProcessId);
  const first = input.stageId === undefined ? stages[0] : stages.find((s) => s.id === input.stageId);
  if (!first) throw new AppError(input.stageId === undefined ? 'PIPELINE_NO_STAGE' : 'PIPELINE_STAGE_UNKNOWN');

  const id = await insertApplication(tx, companyId, { resumeId, jobId, stageId: first.id, stageEnteredAt: new Date(), source: input.source, createdBy: input.actorId });
  // Another request put the resume in the job a moment ago: answer that one.
  if (id === undefined) {
    const other = (await activeApplication(tx, companyId, resumeId, jobId))!;
    return { id: other.id, created: false, eliminated: false, stageId: other.stageId };
  }
  await logActions(tx, actor, ResumeAction.JobApply, [
    { applicationId: id, resumeId, kind: ApplicationEventKind.Enter, toStageId: first.id, note: applicationSourceLabels[input.source], record: `加入职位「${job.name}」的「${first.name}」阶段（${applicationSourceLabels[input.source]}）` },
  ]);
  return { id, created: true, eliminated: await screenNewApplication(tx, actor, { resumeId, jobId, applicationId: id }), stageId: first.id };
}

