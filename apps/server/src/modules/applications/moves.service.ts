// Moving candidates between the stages of their job (220002), one or in bulk. A move names
// the version the client read, or the one read here: whoever changed the candidate first
// wins, the other answers 409 and nothing is overwritten.
import { ApplicationEventKind, ResumeAction, type Application, type ApplicationBulkMove, type ApplicationMove, type BulkResult } from '@bole/domain';
import type { Db, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { stagesByIds, stagesOfJob } from '../processes/job-stages';
import { actorOf, applicationFor, type Caller } from './access';
import { assertAllVisible, eachOf } from './bulk';
import { logActions, type Actor } from './events';
import { assertInProcess, assertVersion } from './rules';
import { getApplication } from './service';
import { updateVersioned, type FoundApplication } from './repository';

/**
 * Moves the application within `tx` by the rules of a move by hand, logged as `actor`'s (an
 * automation rule moves this way too); answers the target stage's name.
 */
export async function moveOne(tx: Tx, actor: Actor, app: FoundApplication, stageId: number, version: number | undefined): Promise<string> {
  assertVersion(app, version);
  assertInProcess(app);
  const stages = await stagesOfJob(tx, actor.companyId, app.recruitProcessId);
  const target = stages.find((s) => s.id === stageId);
  if (!target) throw new AppError('PIPELINE_STAGE_UNKNOWN');
  if (target.id === app.stageId) throw new AppError('PIPELINE_SAME_STAGE');
  if (!(await updateVersioned(tx, actor.companyId, app.id, version ?? app.version, { stageId, stageEnteredAt: new Date() }))) throw new AppError('PIPELINE_CONCURRENT');
  const from = (await stagesByIds(tx, actor.companyId, [app.stageId])).get(app.stageId)?.name ?? '已删除的阶段';
  await logActions(tx, actor, ResumeAction.StageMove, [
    { applicationId: app.id, resumeId: app.resumeId, kind: ApplicationEventKind.Move, fromStageId: app.stageId, toStageId: stageId, record: `职位「${app.jobName}」：从「${from}」移动到「${target.name}」` },
  ]);
  return target.name;
}

export async function moveApplication(db: Db, caller: Caller, id: number, body: ApplicationMove): Promise<Application> {
  return db.transaction(async (tx) => {
    await moveOne(tx, actorOf(caller), await applicationFor(tx, caller, id), body.stageId, body.version);
    return getApplication(tx, caller, id);
  });
}

/**
 * Moves each candidate on its own (one transaction each), reporting those that cannot move
 * and why. Ids the caller cannot see fail the whole request (404) before anything moves.
 */
export async function bulkMove(db: Db, caller: Caller, body: ApplicationBulkMove): Promise<BulkResult> {
  await assertAllVisible(db, caller, body.ids);
  return eachOf(body.ids, (id) => db.transaction(async (tx) => moveOne(tx, actorOf(caller), await applicationFor(tx, caller, id), body.stageId, undefined)));
}
