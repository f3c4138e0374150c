// Background checks: the quote (spec section 9), the order from an Offer stage paid in 背调
// points in the ordering transaction, cancelling (points back, once) before the agency starts,
// and what HR reads. The agency's side is agency.ts.
import {
  AutomationTrigger,
  BACKGROUND_CHECK_LIMITS,
  BackgroundCheckProject,
  backgroundCheckPoints,
  backgroundCheckProjectLabels,
  BackgroundCheckStatus,
  JobListFilter,
  PointKind,
  StageAction,
  StageType,
  type BackgroundCheck,
  type BackgroundCheckCreate,
  type BackgroundCheckQuote,
  type BackgroundCheckQuoteQuery,
  type Page,
  type PageQuery,
} from '@bole/domain';
import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { applicationFor, type Caller } from '../applications/access';
import { registerApplicationFlag } from '../applications/flags';
import { fireAutomation, type AutomationDeps } from '../automation/engine';
import { applications } from '../applications/tables';
import { accounts } from '../company/tables';
import { jobScope } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import { stagesByIds } from '../processes/job-stages';
import { resumes } from '../resumes/tables';
import { balanceOf, charge, refund } from '../points/service';
import type { BackgroundCheckProvider } from './provider';
import { backgroundCheckItems, backgroundChecks } from './tables';

const DAY_MS = 86_400_000;
/** The ledger's subject of a check's points. */
export const checkSubject = (id: number) => ({ type: 'backgroundCheck', id });

export async function quote(db: Db, caller: Caller, q: BackgroundCheckQuoteQuery): Promise<BackgroundCheckQuote> {
  return { points: backgroundCheckPoints(q), balance: await balanceOf(db, caller.companyId, PointKind.BackgroundCheck) };
}

type CheckRow = typeof backgroundChecks.$inferSelect;

/** The checks matching `where` (already scoped to the company), with items, names and creator. */
export async function checksWhere(db: DbOrTx, companyId: number, where: SQL, page?: PageQuery): Promise<BackgroundCheck[]> {
  const query = db
    .select({ check: backgroundChecks, candidateName: resumes.name, jobName: jobs.name, createdByName: accounts.userName })
    .from(backgroundChecks)
    .innerJoin(applications, eq(applications.id, backgroundChecks.applicationId))
    .innerJoin(resumes, eq(resumes.id, backgroundChecks.resumeId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(accounts, eq(accounts.id, backgroundChecks.createdBy))
    .where(where)
    .orderBy(desc(backgroundChecks.createdAt), desc(backgroundChecks.id));
  const rows = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(backgroundCheckItems)
    .where(
      inCompany(
        backgroundCheckItems,
        companyId,
        inArray(
          backgroundCheckItems.checkId,
          rows.map((r) => r.check.id),
        ),
      ),
    )
    .orderBy(backgroundCheckItems.position);
  return rows.map((r) => present(r.check, r, items.filter((i) => i.checkId === r.check.id)));
}

function present(c: CheckRow, names: { candidateName: string; jobName: string; createdByName: string }, items: (typeof backgroundCheckItems.$inferSelect)[]): BackgroundCheck {
  return {
    id: c.id,
    applicationId: c.applicationId,
    resumeId: c.resumeId,
    candidateName: names.candidateName,
    jobName: names.jobName,
    education: c.education,
    work: c.work,
    project: c.project,
    points: c.points,
    status: c.status,
    provider: c.provider,
    agencyName: c.agencyName,
    agencyEmail: c.agencyEmail,
    linkExpiresAt: c.linkExpiresAt.toISOString(),
    createdByName: names.createdByName,
    items: items.map((i) => ({ id: i.id, project: i.project, title: i.title, finding: i.finding, note: i.note })),
    hasReport: c.reportStorageKey !== null,
    reportFileName: c.reportFileName,
    createdAt: c.createdAt.toISOString(),
    startedAt: c.startedAt?.toISOString() ?? null,
    completedAt: c.completedAt?.toISOString() ?? null,
    cancelledAt: c.cancelledAt?.toISOString() ?? null,
  };
}

const OPEN: BackgroundCheckStatus[] = [BackgroundCheckStatus.Pending, BackgroundCheckStatus.InProgress];

/** The items to verify: the ones given, or one per count named by its project and number. */
function itemsOf(body: BackgroundCheckCreate): { project: BackgroundCheckProject; title: string }[] {
  if (body.items) return body.items;
  return Object.values(BackgroundCheckProject).flatMap((project) => Array.from({ length: body[project] }, (_, i) => ({ project, title: `${backgroundCheckProjectLabels[project]} 第${i + 1}项` })));
}

/**
 * Orders a check for an application in a stage with 发起背景调查 on, charging its points in the
 * same transaction: too few points refuse it with the balance named and nothing written. The
 * provider gets the order in the transaction too (the agency's invitation is in the outbox), and
 * the company's 发起背景调查 automation rules run on it.
 */
export async function order(db: Db, provider: BackgroundCheckProvider, automation: AutomationDeps, caller: Caller, body: BackgroundCheckCreate): Promise<BackgroundCheck> {
  const points = backgroundCheckPoints(body);
  const ticket = provider.open();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const app = await applicationFor(tx, caller, body.applicationId);
      if (app.archivedAt || app.outcome !== null) throw new AppError('BACKGROUND_CHECK_APPLICATION_CLOSED');
      const stage = (await stagesByIds(tx, caller.companyId, [app.stageId])).get(app.stageId);
      if (stage?.type !== StageType.Offer || !stage.actions.includes(StageAction.AddBackgroundCheck)) {
        throw new AppError('BACKGROUND_CHECK_STAGE_NOT_ALLOWED', `候选人${app.resumeName}所在阶段「${stage?.name ?? '已删除的阶段'}」没有开启“发起背景调查”，请先把候选人移动到Offer阶段`);
      }
      const [open] = await tx
        .select({ id: backgroundChecks.id })
        .from(backgroundChecks)
        .where(inCompany(backgroundChecks, caller.companyId, eq(backgroundChecks.applicationId, app.id), inArray(backgroundChecks.status, OPEN)));
      if (open) throw new AppError('BACKGROUND_CHECK_OPEN');
      const linkExpiresAt = new Date(Date.now() + BACKGROUND_CHECK_LIMITS.linkDays * DAY_MS);
      const [row] = await tx
        .insert(backgroundChecks)
        .values({
          companyId: caller.companyId,
          applicationId: app.id,
          resumeId: app.resumeId,
          education: body.education,
          work: body.work,
          project: body.project,
          points,
          status: BackgroundCheckStatus.Pending,
          provider: provider.key,
          agencyName: body.agencyName ?? null,
          agencyEmail: body.agencyEmail,
          tokenHash: ticket.tokenHash,
          linkExpiresAt,
          createdBy: caller.accountId,
        })
        .returning({ id: backgroundChecks.id });
      const checkId = row!.id;
      await tx.insert(backgroundCheckItems).values(itemsOf(body).map((item, position) => ({ companyId: caller.companyId, checkId, position, ...item })));
      await charge(tx, {
        companyId: caller.companyId,
        kind: PointKind.BackgroundCheck,
        points,
        subject: checkSubject(checkId),
        reason: `背景调查：${app.resumeName}（${app.jobName}）`,
        actor: { accountId: caller.accountId, name: caller.userName },
      });
      await fireAutomation(tx, automation, { companyId: caller.companyId, trigger: AutomationTrigger.StartBackgroundCheck, applicationId: app.id, operatorId: caller.accountId });
      await ticket.handOver(tx, { checkId, companyId: caller.companyId, applicationId: app.id, agencyName: body.agencyName ?? null, agencyEmail: body.agencyEmail, linkExpiresAt, operatorId: caller.accountId });
      return checkId;
    });
  } catch (error) {
    // Two orders at once for one application: the partial unique index lets one through.
    if (uniqueViolation(error) === 'background_checks_open_uq') throw new AppError('BACKGROUND_CHECK_OPEN');
    throw error;
  }
  const [check] = await checksWhere(db, caller.companyId, inCompany(backgroundChecks, caller.companyId, eq(backgroundChecks.id, id)));
  return check!;
}

/** A check of the caller's company on an application he reaches (404 otherwise). */
export async function checkFor(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<CheckRow> {
  const query = db.select().from(backgroundChecks).where(inCompany(backgroundChecks, caller.companyId, eq(backgroundChecks.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  await applicationFor(db, caller, row.applicationId);
  return row;
}

/** Cancels a check the agency has not started and gives its points back (once). */
export async function cancel(db: Db, caller: Caller, id: number): Promise<BackgroundCheck> {
  await db.transaction(async (tx) => {
    const row = await checkFor(tx, caller, id, true);
    if (row.status === BackgroundCheckStatus.Cancelled) return;
    if (row.status !== BackgroundCheckStatus.Pending) throw new AppError('BACKGROUND_CHECK_NOT_CANCELLABLE');
    await tx
      .update(backgroundChecks)
      .set({ status: BackgroundCheckStatus.Cancelled, cancelledAt: new Date(), cancelledBy: caller.accountId })
      .where(inCompany(backgroundChecks, caller.companyId, eq(backgroundChecks.id, id)));
    await refund(tx, {
      companyId: caller.companyId,
      kind: PointKind.BackgroundCheck,
      subject: checkSubject(id),
      reason: `取消背景调查，退回点数（背调编号 ${id}）`,
      actor: { accountId: caller.accountId, name: caller.userName },
    });
  });
  const [check] = await checksWhere(db, caller.companyId, inCompany(backgroundChecks, caller.companyId, eq(backgroundChecks.id, id)));
  return check!;
}

/** Every check of an application, newest first. */
export async function listForApplication(db: Db, caller: Caller, applicationId: number): Promise<BackgroundCheck[]> {
  await applicationFor(db, caller, applicationId);
  return checksWhere(db, caller.companyId, inCompany(backgroundChecks, caller.companyId, eq(backgroundChecks.applicationId, applicationId)));
}

/** 背调结果 (/cloud/check): the company's checks, newest first. */
export async function listForCompany(db: Db, caller: Caller, page: PageQuery): Promise<Page<BackgroundCheck>> {
  // Only the checks of jobs within the caller's data scope (jobs/scope.ts).
  const where = inCompany(backgroundChecks, caller.companyId, jobScope(caller));
  const [total] = await db
    .select({ n: count() })
    .from(backgroundChecks)
    .innerJoin(applications, eq(applications.id, backgroundChecks.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where);
  return { list: await checksWhere(db, caller.companyId, where, page), total: total?.n ?? 0, page: page.page, pageSize: page.pageSize };
}


/** 有背调 (spec section 4's job list flag): the candidate has a background check that was not cancelled. */
registerApplicationFlag(
  JobListFilter.HasBackgroundCheck,
  (companyId) =>
    sql`exists (select 1 from ${backgroundChecks} b where b.company_id = ${companyId} and b.application_id = ${applications.id} and b.status <> ${BackgroundCheckStatus.Cancelled})`,
);
