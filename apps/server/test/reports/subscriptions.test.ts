// 报表订阅: the subscriptions under 报表设置 (330019), 立即发送一次 through the outbox with the
// report as each recipient may see it attached, and the schedule sending once per period.
import { Perm, SystemTemplateType, type ReportSendResult, type ReportSubscription, type Page } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, roles } from '../../src/modules/company/tables';
import { messagingOf } from '../../src/modules/messaging/send';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { sendDueSubscriptions } from '../../src/modules/reports/subscription-send';
import { reportSubscriptions } from '../../src/modules/reports/subscription.tables';
import type { Session } from '../helpers';
import { expectFailure, expectInvalid, expectNotFound, okData, world, type World } from '../screening/fixtures';
import { cst } from './fixtures';

let w: World;
const body = (over: Record<string, unknown> = {}) => ({ reportId: 'progress', recipientIds: [w.hr.accountId], frequency: 'daily', sendTime: '08:00', ...over });
const call = (who: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => w.api(who, { method, url, payload });
const create = async (over: Record<string, unknown> = {}) => okData<ReportSubscription>(await call(w.a, 'POST', '/api/report-subscriptions', body(over)));

/** The 报表订阅 mails in the outbox, oldest first. */
const mails = () =>
  w.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.templateType, SystemTemplateType.ReportSubscription)))
    .orderBy(outboxMessages.id);

async function rowsOfAttachment(content: string): Promise<unknown[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(content, 'base64') as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('招聘进度')!;
  return sheet.getColumn(1).values.slice(2);
}

beforeAll(async () => {
  w = await world();
  // Hiring managers may read reports here, so their mail is counted in their job scope.
  const { db } = w.ctx.database;
  const [account] = await db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, w.hm.accountId));
  const [role] = await db.select().from(roles).where(eq(roles.id, account!.roleId));
  await db.update(roles).set({ socialCodes: [...role!.socialCodes, Perm.ReportView] }).where(eq(roles.id, role!.id));
});

describe('报表订阅 CRUD', () => {
  it('creates, lists, edits, switches off and deletes a subscription', async () => {
    const sub = await create({ frequency: 'weekly', weekday: 1, sendTime: '09:30', monthDay: 5, filters: { jobId: w.jobId } });
    expect(sub).toMatchObject({ reportName: '招聘进度', scheduleText: '每周一 09:30', monthDay: null, enabled: true, lastStatus: null, filters: { jobId: w.jobId } });
    expect(sub.recipients.map((r) => r.id)).toEqual([w.hr.accountId]);
    // The next send is a Monday at 09:30 in China.
    const next = new Date(new Date(sub.nextSendAt!).getTime() + 8 * 3_600_000);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 9, 30]);
    const page = okData<Page<ReportSubscription>>(await call(w.a, 'GET', '/api/report-subscriptions?page=1&pageSize=10'));
    expect(page.list.map((s) => s.id)).toContain(sub.id);
    const edited = okData<ReportSubscription>(await call(w.a, 'PUT', `/api/report-subscriptions/${sub.id}`, body({ reportId: 'staff', frequency: 'monthly', monthDay: 1 })));
    expect(edited).toMatchObject({ reportName: '人员入离职', scheduleText: '每月1日 08:00', weekday: null, filters: {} });
    const off = okData<ReportSubscription>(await call(w.a, 'PATCH', `/api/report-subscriptions/${sub.id}/enabled`, { enabled: false }));
    expect(off).toMatchObject({ enabled: false, nextSendAt: null });
    okData(await call(w.a, 'DELETE', `/api/report-subscriptions/${sub.id}`));
    expectNotFound(await call(w.a, 'PUT', `/api/report-subscriptions/${sub.id}`, body()));
  });

  it('checks the form with Chinese messages', async () => {
    expectInvalid(await call(w.a, 'POST', '/api/report-subscriptions', body({ frequency: 'weekly' })), 'weekday');
    expectInvalid(await call(w.a, 'POST', '/api/report-subscriptions', body({ recipientIds: [] })), 'recipientIds');
    expectInvalid(await call(w.a, 'POST', '/api/report-subscriptions', body({ sendTime: '08:10' })), 'sendTime');
    const res = await call(w.a, 'POST', '/api/report-subscriptions', body({ frequency: 'monthly' }));
    expect(res.json().message).toContain('每月发送请选择几号');
  });

  it('refuses roles without 报表设置 and keeps other companies out', async () => {
    expectFailure(await call(w.hr, 'GET', '/api/report-subscriptions'), 403);
    expectFailure(await call(w.hr, 'POST', '/api/report-subscriptions', body()), 403);
    const sub = await create();
    expectFailure(await call(w.hr, 'POST', `/api/report-subscriptions/${sub.id}/send`), 403);
    expectNotFound(await call(w.b, 'PUT', `/api/report-subscriptions/${sub.id}`, { ...body(), recipientIds: [w.b.accountId] }));
    expectNotFound(await call(w.b, 'POST', `/api/report-subscriptions/${sub.id}/send`));
    expectNotFound(await call(w.b, 'DELETE', `/api/report-subscriptions/${sub.id}`));
    expect(okData<Page<ReportSubscription>>(await call(w.b, 'GET', '/api/report-subscriptions')).total).toBe(0);
    // Recipients and filters must be of the company.
    expectNotFound(await call(w.a, 'POST', '/api/report-subscriptions', body({ recipientIds: [w.b.accountId] })));
    expectNotFound(await call(w.b, 'POST', '/api/report-subscriptions', { ...body(), recipientIds: [w.b.accountId], filters: { jobId: w.jobId } }));
  });
});

describe('sending', () => {
  it('立即发送一次 mails each recipient the report as he may see it, attached', async () => {
    const sub = await create({ recipientIds: [w.hm.accountId, w.hm2.accountId, w.trainee.accountId] });
    const before = (await mails()).length;
    const result = okData<ReportSendResult>(await call(w.a, 'POST', `/api/report-subscriptions/${sub.id}/send`));
    expect(result.status).toBe('sent');
    expect(result.message).toContain('已发送给');
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(3);
    expect(sent[0]!.subject).toBe(`报表订阅：招聘进度（${result.from}）`);
    expect(sent[0]!.channel).toBe('email');
    // The hiring manager of the job sees it; the other one sees no job; trainee HR sees all of the company's.
    const rows = await Promise.all(sent.map((m) => rowsOfAttachment((m.attachment as { content: string }).content)));
    expect(rows[0]).toEqual(['Java开发工程师', '合计']);
    expect(rows[1]).toEqual([]);
    expect(rows[2]).toEqual(['Java开发工程师', '合计']);
    expect((sent[0]!.attachment as { filename: string }).filename).toMatch(/^招聘进度_.*\.xlsx$/);
    const [row] = await w.ctx.database.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, sub.id));
    expect(row).toMatchObject({ lastStatus: 'sent', lastPeriodFrom: null });
  });

  it('tells apart a recipient who may not read reports', async () => {
    const sub = await create({ recipientIds: [w.hr.accountId] });
    // Take 查看报表 from HR's role for this send only.
    const { db } = w.ctx.database;
    const [account] = await db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, w.hr.accountId));
    const [role] = await db.select().from(roles).where(eq(roles.id, account!.roleId));
    await db.update(roles).set({ socialCodes: role!.socialCodes.filter((c) => c !== Perm.ReportView) }).where(eq(roles.id, role!.id));
    const result = okData<ReportSendResult>(await call(w.a, 'POST', `/api/report-subscriptions/${sub.id}/send`));
    await db.update(roles).set({ socialCodes: role!.socialCodes }).where(eq(roles.id, role!.id));
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.message).toContain('没有查看报表权限');
  });

  it('sends on schedule once per period, however often the queue runs', async () => {
    const { db } = w.ctx.database;
    await db.update(reportSubscriptions).set({ enabled: false }).where(eq(reportSubscriptions.companyId, w.a.companyId));
    const sub = await create({ recipientIds: [w.hr.accountId], sendTime: '08:00' });
    await db.update(reportSubscriptions).set({ createdAt: cst('2026-01-01T00:00:00') }).where(eq(reportSubscriptions.id, sub.id));
    const messenger = messagingOf(w.ctx.app.deps).messenger;
    const before = (await mails()).length;
    // Before 08:00 the latest send is yesterday's, for the day before it.
    expect(await sendDueSubscriptions(db, messenger, cst('2026-03-05T07:59:00'))).toBe(1);
    expect(await sendDueSubscriptions(db, messenger, cst('2026-03-05T07:59:30'))).toBe(0);
    expect(await sendDueSubscriptions(db, messenger, cst('2026-03-05T08:00:00'))).toBe(1);
    expect(await sendDueSubscriptions(db, messenger, cst('2026-03-05T08:30:00'))).toBe(0);
    const sent = (await mails()).slice(before);
    expect(sent.map((m) => m.subject)).toEqual(['报表订阅：招聘进度（2026-03-03）', '报表订阅：招聘进度（2026-03-04）']);
    // Even with the period forgotten on the row, the outbox keys send nothing twice.
    await db.update(reportSubscriptions).set({ lastPeriodFrom: null, lastPeriodTo: null }).where(eq(reportSubscriptions.id, sub.id));
    await sendDueSubscriptions(db, messenger, cst('2026-03-05T09:00:00'));
    expect((await mails()).length - before).toBe(2);
    const [row] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, sub.id));
    expect(row).toMatchObject({ lastPeriodFrom: '2026-03-04', lastPeriodTo: '2026-03-04', lastStatus: 'sent' });
    // A switched-off subscription never sends; a weekly send missed by more than a day is not sent late.
    await db.update(reportSubscriptions).set({ enabled: false }).where(eq(reportSubscriptions.id, sub.id));
    expect(await sendDueSubscriptions(db, messenger, cst('2026-03-06T08:00:00'))).toBe(0);
    const weekly = await create({ recipientIds: [w.hr.accountId], frequency: 'weekly', weekday: 1, sendTime: '09:00' });
    await db.update(reportSubscriptions).set({ createdAt: cst('2026-01-01T00:00:00') }).where(eq(reportSubscriptions.id, weekly.id));
    expect(await sendDueSubscriptions(db, messenger, cst('2026-03-11T12:00:00'))).toBe(0);
    expect(await sendDueSubscriptions(db, messenger, cst('2026-03-09T09:30:00'))).toBe(1);
    expect((await mails()).at(-1)!.subject).toBe('报表订阅：招聘进度（2026-03-02至2026-03-08）');
  });
});
