// Deciding about a candidate: eliminate (220003) with a reason, restore (220012), and the
// staff states of 办理入职 (220011): 待入职, 已入职, 已转正, 已离职.
import {
  ApplicationEventKind,
  outcomeOfStaffState,
  RecruitmentState,
  recruitmentStateLabels,
  ResumeAction,
  NotificationTemplateType,
  sendTimeOf,
  shanghaiDate,
  StageType,
  staffTransitionRefusal,
  type Application,
  type ApplicationBulkEliminate,
  type ApplicationEliminate,
  type BulkResult,
  type ApplicationStaffState,
} from '@bole/domain';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { fireAutomation } from '../automation/engine';
import { notifyCandidate, type CandidateMessaging } from '../messaging/candidate-notice';
import { stagesByIds } from '../processes/job-stages';
import { recruitSettingsOf } from '../processes/settings.service';
import { actorOf, applicationFor, type Caller } from './access';
import { assertAllVisible, eachOf } from './bulk';
import { logActions } from './events';
import { chooseReason } from './reasons';
import { NOT_ELIMINATED, updateVersioned, type ApplicationValues, type FoundApplication } from './repository';
import { assertActive, assertVersion } from './rules';
import { getApplication } from './service';

/** More work of another area inside the action's transaction, after the application changed (入职管理 keeps its dates so). */
export type Within = (tx: Tx, app: FoundApplication) => Promise<void>;

const today = () => {
  const d = shanghaiDate(new Date());
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

async function stageName(db: DbOrTx, companyId: number, stageId: number): Promise<string> {
  return (await stagesByIds(db, companyId, [stageId])).get(stageId)?.name ?? '已删除的阶段';
}

type Elimination = {
  reason: { text: string | null; id: number | null };
  type: NonNullable<ApplicationEliminate['reasonType']>;
  notify: boolean;
  /** When the candidate's notice goes out. */
  notifyAt: Date;
};

/** The reason, its type and the notice of an elimination, checked against 通用招聘设置. */
async function eliminationOf(db: DbOrTx, companyId: number, body: Omit<ApplicationEliminate, 'version'>): Promise<Elimination> {
  const settings = await recruitSettingsOf(db, companyId);
  const type = body.reasonType ?? 'elimination';
  const reason = await chooseReason(db, companyId, body, [type]);
  if (reason.text === null && settings.eliminateReasonRequired) throw new AppError('PIPELINE_REASON_REQUIRED');
  const now = new Date();
  const notifyAt = body.notifySchedule ? (sendTimeOf(body.notifySchedule, now) ?? now) : now;
  return { reason, type, notify: body.notify ?? settings.eliminateNotifyDefault, notifyAt };
}

/**
 * Eliminates within `tx`; with 通知候选人 the candidate's notice (template 4) is written into
 * the outbox in the same transaction, so it goes out exactly when the elimination holds.
 */
async function eliminateOne(tx: Tx, caller: Caller, messaging: CandidateMessaging, id: number, { reason, type, notify, notifyAt }: Elimination, version: number | undefined, within?: Within): Promise<void> {
  const app = await applicationFor(tx, caller, id);
  assertVersion(app, version);
  assertActive(app);
  if (app.outcome === 3) throw new AppError('PIPELINE_ELIMINATED', '候选人已被淘汰，无需重复淘汰');
  if (app.outcome !== null) throw new AppError('PIPELINE_FINISHED');
  const patch: Partial<ApplicationValues> = {
    outcome: 3,
    recruitmentState: RecruitmentState.Eliminated,
    eliminateReason: reason.text,
    eliminateReasonId: reason.id,
    eliminateReasonType: type,
    eliminatedAt: new Date(),
    eliminatedBy: caller.accountId,
  };
  if (!(await updateVersioned(tx, caller.companyId, id, version ?? app.version, patch))) throw new AppError('PIPELINE_CONCURRENT');
  const stage = await stageName(tx, caller.companyId, app.stageId);
  await logActions(tx, actorOf(caller), ResumeAction.Eliminate, [
    {
      applicationId: id,
      resumeId: app.resumeId,
      kind: ApplicationEventKind.Eliminate,
      fromStageId: app.stageId,
      note: reason.text,
      data: { reasonType: type, reasonId: reason.id, notify },
      record: `职位「${app.jobName}」的「${stage}」阶段淘汰${reason.text ? `：${reason.text}` : ''}`,
    },
  ]);
  await within?.(tx, app);
  if (notify) {
    await notifyCandidate(tx, messaging, { companyId: caller.companyId, applicationId: id, type: NotificationTemplateType.NotifyCandidate, trigger: '淘汰通知', operatorId: caller.accountId, sendAt: notifyAt });
    await fireAutomation(tx, messaging, { companyId: caller.companyId, trigger: 'emailCandidate', applicationId: id, operatorId: caller.accountId });
  }
}

/** Eliminates a candidate in the process (awaiting entry too: he gave up). */
export async function eliminate(db: Db, caller: Caller, messaging: CandidateMessaging, id: number, body: ApplicationEliminate, within?: Within): Promise<Application> {
  const elimination = await eliminationOf(db, caller.companyId, body);
  return db.transaction(async (tx) => {
    await eliminateOne(tx, caller, messaging, id, elimination, body.version, within);
    return getApplication(tx, caller, id);
  });
}

/**
 * 批量淘汰: the same reason for each candidate, one by one as a single elimination; answers the
 * eliminated ids and why the others were refused. 404 (nothing changed) when an id is not the
 * caller's to see; a bad reason refuses the whole request.
 */
export async function bulkEliminate(db: Db, caller: Caller, messaging: CandidateMessaging, body: ApplicationBulkEliminate): Promise<BulkResult> {
  await assertAllVisible(db, caller, body.ids);
  const elimination = await eliminationOf(db, caller.companyId, body);
  return eachOf(body.ids, (id) => db.transaction((tx) => eliminateOne(tx, caller, messaging, id, elimination, undefined)));
}

/** Restores an eliminated candidate to the stage he was eliminated in. */
export async function restore(db: Db, caller: Caller, id: number, version: number | undefined): Promise<Application> {
  return db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, id);
    assertVersion(app, version);
    assertActive(app);
    if (app.outcome !== 3) throw new AppError('PIPELINE_NOT_ELIMINATED');
    if (!(await updateVersioned(tx, caller.companyId, id, version ?? app.version, NOT_ELIMINATED))) throw new AppError('PIPELINE_CONCURRENT');
    const stage = await stageName(tx, caller.companyId, app.stageId);
    await logActions(tx, actorOf(caller), ResumeAction.Reactivate, [
      { applicationId: id, resumeId: app.resumeId, kind: ApplicationEventKind.Restore, toStageId: app.stageId, note: app.eliminateReason, record: `职位「${app.jobName}」：恢复到「${stage}」阶段` },
    ]);
    return getApplication(tx, caller, id);
  });
}

/**
 * 待入职 and 已入职 from an Offer or 待定 stage (or 待入职), then 已转正 and 已离职 (with a
 * resignation reason). Other changes are refused with what the candidate's state needs.
 */
export async function setStaffState(db: Db, caller: Caller, id: number, body: ApplicationStaffState, within?: Within): Promise<Application> {
  const leaving = body.state === RecruitmentState.Left;
  const reason = leaving ? await chooseReason(db, caller.companyId, body, ['resignation']) : null;
  return db.transaction(async (tx) => {
    const app = await applicationFor(tx, caller, id);
    assertVersion(app, body.version);
    assertActive(app);
    const from = app.recruitmentState as RecruitmentState | null;
    const refusal = staffTransitionRefusal(from, body.state);
    if (refusal) throw new AppError('PIPELINE_STAFF_TRANSITION', refusal);
    const stage = (await stagesByIds(tx, caller.companyId, [app.stageId])).get(app.stageId);
    if (from === null && stage?.type !== StageType.Offer && stage?.type !== StageType.Pending) {
      throw new AppError('PIPELINE_STAFF_TRANSITION', '请先把候选人移动到Offer或待定类型的阶段，再办理待入职或入职');
    }
    const patch: Partial<ApplicationValues> = { recruitmentState: body.state, outcome: outcomeOfStaffState(body.state) };
    if (body.state === RecruitmentState.AwaitingEntry) patch.entryDate = body.date ?? null;
    if (body.state === RecruitmentState.Hired) patch.entryDate = body.date ?? app.entryDate ?? today();
    if (leaving) Object.assign(patch, { leaveDate: body.date ?? today(), leaveReason: reason?.text ?? null });
    if (!(await updateVersioned(tx, caller.companyId, id, body.version ?? app.version, patch))) throw new AppError('PIPELINE_CONCURRENT');
    const label = recruitmentStateLabels[body.state];
    const regular = body.state === RecruitmentState.Regular;
    const when = patch.leaveDate ?? patch.entryDate ?? (regular ? body.date : undefined);
    const note = [when ? `${leaving ? '离职' : regular ? '转正' : '入职'}日期 ${when}` : null, reason?.text ?? null].filter(Boolean).join('；') || null;
    await logActions(tx, actorOf(caller), ResumeAction.StaffState, [
      { applicationId: id, resumeId: app.resumeId, kind: ApplicationEventKind.Staff, note: note ? `${label}（${note}）` : label, data: { from, to: body.state }, record: `职位「${app.jobName}」：${label}${note ? `（${note}）` : ''}` },
    ]);
    await within?.(tx, { ...app, ...patch });
    return getApplication(tx, caller, id);
  });
}
