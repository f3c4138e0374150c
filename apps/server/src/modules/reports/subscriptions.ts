// 报表订阅 (/user/seting/report, 330019): the company's subscriptions, paged newest first; each
// names accounts of the company and filters on its jobs, departments and accounts (404 for any
// other id), and says when it sends next and how its last send went.
import {
  nextOccurrence,
  scheduleText,
  standardReportOf,
  type Page,
  type PageQuery,
  type ReportSubscription,
  type ReportSubscriptionSave,
  type SubscriptionFilters,
} from '@bole/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { accounts, orgs } from '../company/tables';
import { jobs } from '../jobs/tables';
import { reportSubscriptions } from './subscription.tables';

type Row = typeof reportSubscriptions.$inferSelect;
type Recipient = { id: number; name: string; email: string | null };

function present(r: Row, people: ReadonlyMap<number, Recipient>, now: Date): ReportSubscription {
  return {
    id: r.id,
    reportId: r.reportId,
    reportName: standardReportOf(r.reportId).name,
    recipients: r.recipientIds.map((id) => people.get(id) ?? { id, name: '已删除账号', email: null }),
    frequency: r.frequency,
    weekday: r.weekday,
    monthDay: r.monthDay,
    sendTime: r.sendTime,
    filters: r.filters,
    enabled: r.enabled,
    scheduleText: scheduleText(r),
    nextSendAt: r.enabled ? nextOccurrence(r, now).toISOString() : null,
    lastSentAt: r.lastSentAt?.toISOString() ?? null,
    lastStatus: r.lastStatus,
    lastMessage: r.lastMessage,
    createdAt: r.createdAt.toISOString(),
  };
}

async function peopleOf(db: DbOrTx, companyId: number, rows: readonly Row[]): Promise<Map<number, Recipient>> {
  const ids = [...new Set(rows.flatMap((r) => r.recipientIds))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, ids)));
  return new Map(found.map((a) => [a.id, a]));
}

export async function listSubscriptions(db: Db, companyId: number, q: PageQuery, now = new Date()): Promise<Page<ReportSubscription>> {
  const where = inCompany(reportSubscriptions, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reportSubscriptions)
      .where(where)
      .orderBy(desc(reportSubscriptions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(reportSubscriptions).where(where),
  ]);
  const people = await peopleOf(db, companyId, rows);
  return { list: rows.map((r) => present(r, people, now)), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Recipients are active accounts of the company; the filters' ids are the company's. */
async function checkBody(db: DbOrTx, companyId: number, body: ReportSubscriptionSave): Promise<void> {
  const found = await db.select({ id: accounts.id, name: accounts.userName, status: accounts.status }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, body.recipientIds)));
  if (found.length !== body.recipientIds.length) throw new AppError('NOT_FOUND');
  const inactive = found.filter((a) => a.status !== 1);
  if (inactive.length > 0) {
    const message = `${inactive.map((a) => a.name).join('、')}的账号已停用，请选择在职的同事`;
    throw new AppError('VALIDATION', message, { fields: [{ field: 'recipientIds', message }] });
  }
  const f: SubscriptionFilters = body.filters;
  const exists = async (hit: Promise<unknown[]>) => {
    if ((await hit).length === 0) throw new AppError('NOT_FOUND');
  };
  if (f.jobId) await exists(db.select({ id: jobs.id }).from(jobs).where(inCompany(jobs, companyId, eq(jobs.id, f.jobId), isNull(jobs.deletedAt))));
  if (f.orgId) await exists(db.select({ id: orgs.id }).from(orgs).where(inCompany(orgs, companyId, eq(orgs.id, f.orgId))));
  if (f.ownerId) await exists(db.select({ id: accounts.id }).from(accounts).where(inCompany(accounts, companyId, eq(accounts.id, f.ownerId))));
}

const values = (body: ReportSubscriptionSave) => ({
  reportId: body.reportId,
  recipientIds: body.recipientIds,
  frequency: body.frequency,
  weekday: body.weekday,
  monthDay: body.monthDay,
  sendTime: body.sendTime,
  filters: body.filters,
  enabled: body.enabled,
});

async function answer(db: Db, companyId: number, row: Row): Promise<ReportSubscription> {
  return present(row, await peopleOf(db, companyId, [row]), new Date());
}

export async function createSubscription(db: Db, caller: AuthContext, body: ReportSubscriptionSave): Promise<ReportSubscription> {
  await checkBody(db, caller.companyId, body);
  const [row] = await db
    .insert(reportSubscriptions)
    .values({ companyId: caller.companyId, createdBy: caller.accountId, ...values(body) })
    .returning();
  return answer(db, caller.companyId, row!);
}

/** The subscription of the caller's company (404 otherwise). */
export async function subscriptionOf(db: DbOrTx, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(reportSubscriptions).where(inCompany(reportSubscriptions, companyId, eq(reportSubscriptions.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const mine = (companyId: number, id: number) => and(eq(reportSubscriptions.companyId, companyId), eq(reportSubscriptions.id, id));

export async function updateSubscription(db: Db, companyId: number, id: number, body: ReportSubscriptionSave): Promise<ReportSubscription> {
  await subscriptionOf(db, companyId, id);
  await checkBody(db, companyId, body);
  const [row] = await db
    .update(reportSubscriptions)
    .set({ ...values(body), updatedAt: new Date() })
    .where(mine(companyId, id))
    .returning();
  return answer(db, companyId, row!);
}

export async function setSubscriptionEnabled(db: Db, companyId: number, id: number, enabled: boolean): Promise<ReportSubscription> {
  await subscriptionOf(db, companyId, id);
  const [row] = await db.update(reportSubscriptions).set({ enabled, updatedAt: new Date() }).where(mine(companyId, id)).returning();
  return answer(db, companyId, row!);
}

export async function deleteSubscription(db: Db, companyId: number, id: number): Promise<void> {
  await subscriptionOf(db, companyId, id);
  await db.delete(reportSubscriptions).where(mine(companyId, id));
}
