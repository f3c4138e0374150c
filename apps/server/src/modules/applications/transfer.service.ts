// A candidate leaves a job's process: transferred to another job (250008), entering its
// first stage, or archived back to the talent pool with an archive reason (220003).
import { ApplicationEventKind, REASON_TYPE_ORDER, ResumeAction, type Application, type ApplicationArchive } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { findJob } from '../jobs/repository';
import { jobScope } from '../jobs/scope';
import { actorOf, applicationFor, type Caller } from './access';
import { enterJob } from './enter';
import { logActions } from './events';
import { chooseReason } from './reasons';
import { activeApplication, updateVersioned, type FoundApplication } from './repository';
import { assertActive } from './rules';
import { getApplication } from './service';

/** Hired or departed candidates stay where they were hired. */
function assertLeavable(app: FoundApplication): void {
  assertActive(app);
  if (app.outcome === 1 || app.outcome === 2) throw new AppError('PIPELINE_FINISHED', '候选人已入职或离职，不能转移职位或归档');
}

/** Moves the candidate (in the process or eliminated) into another job; answers the new application. */
export async function transfer(db: Db, caller: Caller, id: number, jobId: number): Promise<Application> {
  return db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, id);
    if (jobId === app.jobId) throw new AppError('PIPELINE_TRANSFER_SAME_JOB');
    const target = await findJob(tx, caller.companyId, jobId, { scope: jobScope(caller) });
    if (!target) throw new AppError('NOT_FOUND');
    assertLeavable(app);
    if (await activeApplication(tx, caller.companyId, app.resumeId, jobId)) throw new AppError('PIPELINE_ALREADY_IN_JOB');
    const entered = await enterJob(tx, { companyId: caller.companyId, resumeId: app.resumeId, jobId, actorId: caller.accountId, source: app.source });
    const note = `转移到职位「${target.name}」`;
    if (!(await updateVersioned(tx, caller.companyId, id, app.version, { archivedAt: new Date(), archivedBy: caller.accountId, archiveReason: note, transferredToId: entered.id }))) {
      throw new AppError('PIPELINE_CONCURRENT');
    }
    await logActions(tx, actorOf(caller), ResumeAction.TransferJob, [
      { applicationId: id, resumeId: app.resumeId, kind: ApplicationEventKind.TransferOut, fromStageId: app.stageId, note, data: { toApplicationId: entered.id, toJobId: jobId }, record: `从职位「${app.jobName}」${note}` },
    ]);
    return getApplication(tx, caller, entered.id);
  });
}

/** Takes the candidate out of the job's process, back to the talent pool, with an archive reason of any type. */
export async function archive(db: Db, caller: Caller, id: number, body: ApplicationArchive): Promise<Application> {
  const reason = await chooseReason(db, caller.companyId, body, REASON_TYPE_ORDER);
  if (reason.text === null) throw new AppError('PIPELINE_REASON_REQUIRED', '请选择或填写归档原因');
  return db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, id);
    assertLeavable(app);
    if (!(await updateVersioned(tx, caller.companyId, id, app.version, { archivedAt: new Date(), archivedBy: caller.accountId, archiveReason: reason.text, archiveReasonId: reason.id }))) {
      throw new AppError('PIPELINE_CONCURRENT');
    }
    await logActions(tx, actorOf(caller), ResumeAction.Archive, [
      { applicationId: id, resumeId: app.resumeId, kind: ApplicationEventKind.Archive, fromStageId: app.stageId, note: reason.text, data: { reasonId: reason.id, reasonType: reason.type }, record: `从职位「${app.jobName}」归档到人才库：${reason.text}` },
    ]);
    return getApplication(tx, caller, id);
  });
}
