// 推荐给用人部门 (220004) and the hiring manager's screening (250040): pushes of applications
// to recipients, their feedback, HR's view of it and the overdue reminders. Every push and
// every answer writes the application's log and the resume's operation record.
import {
  Perm,
  RecommendationFeedback,
  recommendationFeedbackLabels,
  type ApplicationRecommendations,
  type OverdueQuery,
  type Page,
  type Recommendation,
  type RecommendationBulkPush,
  type RecommendationPush,
  type RecommendationPushResult,
  type ScreenFeedback,
  type ScreeningItem,
  type ScreeningJob,
  type ScreeningQuery,
} from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { fireAutomation, type AutomationDeps } from '../automation/engine';
import { accountsByIds } from '../jobs/repository';
import { jobScope } from '../jobs/scope';
import { chinaTime } from '../resumes/export.text';
import { grantResumeViewers } from '../resumes/viewers';
import { askForScreening } from './notices';
import { applicationOf, hiringManagersOf, logEvent, type PushTarget } from './pipeline';
import { presentItem, presentRecommendation } from './presenter';
import * as repo from './repository';
import { recommendations } from './tables';

export type Caller = Pick<AuthContext, 'accountId' | 'companyId' | 'roleType' | 'codes' | 'userName'>;

const ACTIVE = 1;

/** The recipients of a push: the ones asked for, else the job's hiring managers; all active accounts of the company. */
async function recipientsOf(tx: Tx, caller: Caller, target: PushTarget, asked: readonly number[] | undefined): Promise<Map<number, string>> {
  const ids: number[] = [...new Set(asked ?? (await hiringManagersOf(tx, caller.companyId, target.jobId)))];
  if (ids.length === 0) throw new AppError('RECOMMEND_NO_RECIPIENT');
  const found = await accountsByIds(tx, caller.companyId, ids);
  if (found.size !== ids.length) throw new AppError('NOT_FOUND');
  if ([...found.values()].some((a) => a.status !== ACTIVE)) throw new AppError('RECOMMEND_RECIPIENT_DISABLED');
  return new Map([...found].map(([id, a]) => [id, a.userName]));
}

/** Pushes one application inside the caller's transaction; answers the new rows' ids and the recipients left out. */
async function pushOne(tx: Tx, automation: AutomationDeps, caller: Caller, target: PushTarget, body: RecommendationPush, replyBy: Date): Promise<{ ids: number[]; skipped: RecommendationPushResult['skipped'] }> {
  const recipients = await recipientsOf(tx, caller, target, body.recipientIds);
  const inserted = await tx
    .insert(recommendations)
    .values(
      [...recipients.keys()].map((recipientId) => ({
        companyId: caller.companyId,
        applicationId: target.id,
        resumeId: target.resumeId,
        jobId: target.jobId,
        recipientId,
        pushedBy: caller.accountId,
        pushedByName: caller.userName,
        message: body.message ?? null,
        replyBy,
      })),
    )
    // A recipient with an open push of this application (待反馈 or 待定) keeps that one.
    .onConflictDoNothing()
    .returning({ id: recommendations.id, recipientId: recommendations.recipientId });
  const done = new Set(inserted.map((r) => r.recipientId));
  const skipped = [...recipients]
    .filter(([id]) => !done.has(id))
    .map(([recipientId, recipientName]) => ({ applicationId: target.id, recipientId, recipientName, reason: '已推荐给该用人经理，正在等待反馈' }));
  if (inserted.length > 0) {
    const names = inserted.map((r) => recipients.get(r.recipientId)).join('、');
    await grantResumeViewers(tx, caller.companyId, target.resumeId, [...done], `推荐给用人部门：${target.jobName}`);
    const note = `推荐给${names}（${target.jobName}），请于${chinaTime(replyBy).slice(0, 16)}前反馈${body.message ? `；推荐语：${body.message}` : ''}`;
    await logEvent(tx, caller, { applicationId: target.id, resumeId: target.resumeId }, 'recommend', note);
    await askForScreening(tx, automation, { companyId: caller.companyId, applicationId: target.id, operatorName: caller.userName, recipientIds: [...done] });
    await fireAutomation(tx, automation, { companyId: caller.companyId, trigger: 'pushToDepartment', applicationId: target.id, operatorId: caller.accountId });
  }
  return { ids: inserted.map((r) => r.id), skipped };
}

function replyByOf(body: RecommendationPush): Date {
  const replyBy = new Date(body.replyBy);
  if (replyBy.getTime() <= Date.now()) throw new AppError('RECOMMEND_REPLY_BY_PAST');
  return replyBy;
}

async function result(db: Db, caller: Caller, ids: number[], skipped: RecommendationPushResult['skipped']): Promise<RecommendationPushResult> {
  const now = new Date();
  return { created: (await repo.byIds(db, caller.companyId, ids)).map((r) => presentRecommendation(r, now)), skipped };
}

/** Pushes one application to its recipients; pushing again to someone still answering is refused. */
export async function push(db: Db, automation: AutomationDeps, caller: Caller, applicationId: number, body: RecommendationPush): Promise<RecommendationPushResult> {
  const replyBy = replyByOf(body);
  const { ids, skipped } = await db.transaction(async (tx) => {
    const target = await applicationOf(tx, caller, applicationId);
    if (!target.open) throw new AppError('RECOMMEND_APPLICATION_CLOSED');
    if (!target.pushable) throw new AppError('RECOMMEND_STAGE_NOT_ALLOWED');
    const done = await pushOne(tx, automation, caller, target, body, replyBy);
    if (done.ids.length === 0) throw new AppError('RECOMMEND_ALREADY_OPEN');
    return done;
  });
  return result(db, caller, ids, skipped);
}

/**
 * Pushes several applications at once. Ids the caller cannot see fail the whole request (404,
 * nothing pushed); closed applications, stages without the action and recipients still answering
 * are reported, not refused.
 */
export async function bulkPush(db: Db, automation: AutomationDeps, caller: Caller, body: RecommendationBulkPush): Promise<RecommendationPushResult> {
  const replyBy = replyByOf(body);
  const { ids, skipped } = await db.transaction(async (tx) => {
    const all = { ids: [] as number[], skipped: [] as RecommendationPushResult['skipped'] };
    for (const applicationId of new Set(body.applicationIds)) {
      const target = await applicationOf(tx, caller, applicationId);
      if (!target.open) {
        all.skipped.push({ applicationId, recipientId: 0, recipientName: '', reason: '候选人已淘汰或已结束招聘流程' });
        continue;
      }
      if (!target.pushable) {
        all.skipped.push({ applicationId, recipientId: 0, recipientName: '', reason: `所在阶段「${target.stageName}」没有开启推荐给用人部门` });
        continue;
      }
      const done = await pushOne(tx, automation, caller, target, body, replyBy);
      all.ids.push(...done.ids);
      all.skipped.push(...done.skipped);
    }
    return all;
  });
  return result(db, caller, ids, skipped);
}

/** The application's pushes with their feedback; its state is the latest push's (0 未推荐 when none). */
export async function forApplication(db: Db, caller: Caller, applicationId: number): Promise<ApplicationRecommendations> {
  await applicationOf(db, caller, applicationId);
  const now = new Date();
  const list = (await repo.forApplication(db, caller.companyId, applicationId)).map((r) => presentRecommendation(r, now));
  return { feedback: list[0]?.feedback ?? RecommendationFeedback.NotRecommended, list };
}

/** Pushes past their reply-by time without feedback, of the jobs the caller sees (or only his own pushes). */
export async function overdueList(db: Db, caller: Caller, q: OverdueQuery): Promise<Page<Recommendation>> {
  const now = new Date();
  const filters = { jobScope: jobScope(caller), jobId: q.jobId, pushedBy: q.mine ? caller.accountId : undefined };
  const { rows, total } = await repo.overdue(db, caller.companyId, filters, (q.page - 1) * q.pageSize, q.pageSize, now);
  return { list: rows.map((r) => presentRecommendation(r, now)), total, page: q.page, pageSize: q.pageSize };
}

/** The /home to-do: the caller's own pushes that are overdue. */
export function overdueTodo(db: Db, caller: Caller): Promise<number> {
  return repo.overdueCount(db, caller.companyId, caller.accountId);
}

/** How many resumes pushed to the caller still await his feedback. */
export function awaitingTodo(db: Db, caller: Caller): Promise<number> {
  return repo.awaitingCount(db, caller.companyId, caller.accountId);
}

/** The caller's pushed resumes (he is the recipient), newest first. */
export async function inbox(db: Db, caller: Caller, q: ScreeningQuery): Promise<Page<ScreeningItem>> {
  const now = new Date();
  const { rows, total } = await repo.inbox(db, caller.companyId, caller.accountId, { feedback: q.feedback, jobId: q.jobId }, (q.page - 1) * q.pageSize, q.pageSize);
  return { list: rows.map((r) => presentItem(r, now)), total, page: q.page, pageSize: q.pageSize };
}

export async function inboxJobs(db: Db, caller: Caller): Promise<ScreeningJob[]> {
  return repo.inboxJobs(db, caller.companyId, caller.accountId);
}

/** One push as its recipient reads it. Another company's id is 404; a push to someone else is 403 (only recipients screen). */
export async function item(db: Db, caller: Caller, id: number): Promise<ScreeningItem> {
  const row = await repo.findItem(db, caller.companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.recipientId !== caller.accountId) throw new AppError('RECOMMEND_NOT_RECIPIENT');
  return presentItem(row);
}

/** The recipient's answer: 通过 and 未通过 are final, 待定 may be followed by either. */
export async function answer(db: Db, caller: Caller, id: number, body: ScreenFeedback): Promise<ScreeningItem> {
  await db.transaction(async (tx) => {
    const row = await repo.lockOne(tx, caller.companyId, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.recipientId !== caller.accountId) throw new AppError('RECOMMEND_NOT_RECIPIENT');
    if (row.feedback === RecommendationFeedback.Passed || row.feedback === RecommendationFeedback.Failed) throw new AppError('RECOMMEND_ALREADY_ANSWERED');
    await tx
      .update(recommendations)
      .set({ feedback: body.result, comment: body.comment ?? null, answeredAt: new Date() })
      .where(repo.idIs(caller.companyId, id));
    const note = `${recommendationFeedbackLabels[body.result]}${body.comment ? `：${body.comment}` : ''}`;
    await logEvent(tx, caller, row, 'screenFeedback', note);
  });
  return item(db, caller, id);
}

/** Whether the caller may read the push's report: its recipient, or one who sees pushes (220004) of its job. */
export async function reportAccess(db: Db, caller: Caller, id: number) {
  const [row] = await repo.byIds(db, caller.companyId, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.recipientId === caller.accountId) return row;
  if (!caller.codes.has(Perm.PushToHiringDept)) throw new AppError('RECOMMEND_REPORT_FORBIDDEN');
  await applicationOf(db, caller, row.applicationId);
  return row;
}
