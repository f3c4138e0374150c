// 渠道费用 (/api/resume-channels/costs) and what 渠道分析 makes of them: each month's amount spread
// over its China days inside the period, 入职成本 = 费用 ÷ 入职, the 合计, and the 内推人 table
// whose numbers equal their drill-downs.
import { type ChannelBoard, type ChannelCost, type Page, type ReportCandidate } from '@bole/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { eventsOf } from '../../src/modules/reports/overview';
import { recountRollups } from '../../src/modules/reports/rollup';
import { resumes } from '../../src/modules/resumes/tables';
import type { Session } from '../helpers';
import { apply, expectFailure, expectInvalid, expectNotFound, okData, world, type World } from '../screening/fixtures';
import { cst } from './fixtures';

let w: World;
const WEEK = 'from=2026-03-02&to=2026-03-08';
const ACROSS = 'from=2026-02-20&to=2026-03-10';

const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });
const addCost = (who: Session, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: '/api/resume-channels/costs', payload });
const board = async (who: Session, query: string) => okData<ChannelBoard>(await get(who, `/api/reports/channels?${query}`));
const behind = async (who: Session, query: string) => okData<Page<ReportCandidate>>(await get(who, `/api/reports/overview/candidates?${query}`));

/** An application whose resume came through `channel`, referred by `referrer`, stored at `storedAt`, hired on `entryDate`. */
async function candidate(name: string, o: { channel: number; referrer?: number; storedAt?: string; entryDate?: string }) {
  const { db } = w.ctx.database;
  const appId = await apply(w, w.hr, w.jobId, name);
  const [app] = await db.select({ resumeId: applications.resumeId }).from(applications).where(eq(applications.id, appId));
  await db
    .update(resumes)
    .set({ channel: o.channel, referrerAccountId: o.referrer ?? null, createdAt: cst(o.storedAt ?? '2025-12-01T10:00:00') })
    .where(eq(resumes.id, app!.resumeId));
  await db.update(applications).set({ createdAt: cst('2026-03-03T10:00:00'), ...(o.entryDate && { outcome: 1, recruitmentState: 1, entryDate: o.entryDate }) }).where(eq(applications.id, appId));
  return appId;
}

beforeAll(async () => {
  w = await world();
  // 猎聘 (3): hires on the first and last day of the week and the day after it.
  await candidate('周一', { channel: 3, referrer: w.hm.accountId, storedAt: '2026-03-02T00:00:00', entryDate: '2026-03-02' });
  await candidate('吴二', { channel: 3, referrer: w.hm.accountId, storedAt: '2026-03-01T23:59:59', entryDate: '2026-03-08' });
  await candidate('郑三', { channel: 3, entryDate: '2026-03-09' });
  // 智联招聘 (2): no hire.
  await candidate('王四', { channel: 2, referrer: w.hr.accountId, storedAt: '2026-03-08T23:59:59' });
  for (const body of [
    { channel: 3, month: '2026-03', amount: '3100' },
    { channel: 3, month: '2026-02', amount: 1000 },
    { channel: 2, month: '2026-03', amount: '620.50', note: '3月套餐' },
    { channel: 6, month: '2026-04', amount: '99.99' },
  ]) {
    okData(await addCost(w.hr, body));
  }
});

describe('/api/resume-channels/costs', () => {
  it('keeps 元 as exact fen, lists by month latest first, filtered and paginated', async () => {
    const page = okData<Page<ChannelCost>>(await get(w.hr, '/api/resume-channels/costs?pageSize=2'));
    expect(page.total).toBe(4);
    expect(page.list.map((c) => [c.month, c.channelName, c.amountFen])).toEqual([
      ['2026-04', expect.any(String), 9999],
      ['2026-03', '智联招聘', 62050],
    ]);
    expect(page.list[1]!.note).toBe('3月套餐');
    const march = okData<Page<ChannelCost>>(await get(w.hr, '/api/resume-channels/costs?fromMonth=2026-02&toMonth=2026-03&channel=3'));
    expect(march.list.map((c) => [c.month, c.amountFen])).toEqual([
      ['2026-03', 310000],
      ['2026-02', 100000],
    ]);
    expect(expectInvalid(await get(w.hr, '/api/resume-channels/costs?fromMonth=2026-04&toMonth=2026-03'), 'toMonth')).toBe('结束月份不能早于开始月份');
  });

  it('refuses bad input with Chinese messages and a second amount for the same month', async () => {
    expect(expectInvalid(await addCost(w.hr, { channel: 3, month: '2026-05', amount: '12.345' }), 'amount')).toBe('费用最多保留两位小数');
    expect(expectInvalid(await addCost(w.hr, { channel: 3, month: '2026-05', amount: '0' }), 'amount')).toBe('费用须大于0元');
    expect(expectInvalid(await addCost(w.hr, { channel: 3, month: '2026-05' }), 'amount')).toBe('请输入费用');
    expect(expectInvalid(await addCost(w.hr, { channel: 3, month: '2026-13', amount: 1 }), 'month')).toBe('月份须为年月，如2026-03');
    expect(expectInvalid(await addCost(w.hr, { month: '2026-05', amount: 1 }), 'channel')).toBe('请选择渠道');
    expect(expectInvalid(await addCost(w.hr, { channel: 3, month: '2026-05', amount: 1, note: '费'.repeat(101) }), 'note')).toBe('最多200个字符（一个汉字算2个）');
    expectFailure(await addCost(w.hr, { channel: 10999, month: '2026-05', amount: 1 }), 400, '31224');
    expectFailure(await addCost(w.hr, { channel: 3, month: '2026-03', amount: 1 }), 409, '31226');
  });

  it('edits and deletes a cost; another company gets 404 and a weaker role 403', async () => {
    const cost = okData<ChannelCost>(await addCost(w.hr, { channel: 1, month: '2026-06', amount: '10.10' }));
    const patch = (who: Session, payload: Record<string, unknown>) => w.api(who, { method: 'PATCH', url: `/api/resume-channels/costs/${cost.id}`, payload });
    expect(okData<ChannelCost>(await patch(w.hr, { amount: '20.20', note: '补录' }))).toMatchObject({ amountFen: 2020, note: '补录', month: '2026-06' });
    expect(okData<ChannelCost>(await patch(w.hr, { note: '' })).note).toBeNull();
    expectFailure(await patch(w.hr, { month: '2026-03', channel: 3 }), 409, '31226');
    expectNotFound(await patch(w.b, { amount: 1 }));
    expectNotFound(await w.api(w.b, { method: 'DELETE', url: `/api/resume-channels/costs/${cost.id}` }));
    expect(okData<Page<ChannelCost>>(await get(w.b, '/api/resume-channels/costs')).total).toBe(0);
    for (const who of [w.trainee, w.hm]) {
      expectFailure(await get(who, '/api/resume-channels/costs'), 403);
      expectFailure(await addCost(who, { channel: 1, month: '2026-07', amount: 1 }), 403);
      expectFailure(await patch(who, { amount: 1 }), 403);
    }
    okData(await w.api(w.hr, { method: 'DELETE', url: `/api/resume-channels/costs/${cost.id}` }));
    expectNotFound(await w.api(w.hr, { method: 'DELETE', url: `/api/resume-channels/costs/${cost.id}` }));
  });

  it('keeps a custom channel with costs from being deleted', async () => {
    const fair = okData<{ code: number }>(await w.api(w.hr, { method: 'POST', url: '/api/resume-channels', payload: { name: '春季招聘会' } }));
    const cost = okData<ChannelCost>(await addCost(w.hr, { channel: fair.code, month: '2025-01', amount: 500 }));
    expect(cost.channelName).toBe('春季招聘会');
    expectFailure(await w.api(w.hr, { method: 'DELETE', url: `/api/resume-channels/${fair.code}` }), 409, '31225');
    okData(await w.api(w.hr, { method: 'DELETE', url: `/api/resume-channels/costs/${cost.id}` }));
    okData(await w.api(w.hr, { method: 'DELETE', url: `/api/resume-channels/${fair.code}` }));
  });
});

describe('渠道分析 with costs', () => {
  it('spreads each month over its days: 7 of March 31 in the week', async () => {
    const b = await board(w.hr, WEEK);
    const row = (code: number) => b.channels.find((c) => c.channel === code)!;
    // 3100.00 × 7/31 = 700.00 元 over two hires on the week's first and last day.
    expect(row(3)).toMatchObject({ newResumes: 1, applications: 3, hires: 2, costFen: 70000, costPerHireFen: 35000 });
    // 620.50 × 7/31 = 140.11 元; no hire, so no cost per hire.
    expect(row(2)).toMatchObject({ newResumes: 1, hires: 0, costFen: 14011, costPerHireFen: null });
    // April's amount is outside the period.
    expect(b.channels.find((c) => c.channel === 6)).toBeUndefined();
    expect(b.total).toMatchObject({ newResumes: 2, applications: 4, hires: 2, costFen: 84011, costPerHireFen: 42006 });
  });

  it('adds up the parts of two months, and whole months exactly', async () => {
    // 1000.00 × 9/28 + 3100.00 × 10/31 = 1321.43 元 over three hires.
    expect((await board(w.hr, ACROSS)).channels.find((c) => c.channel === 3)).toMatchObject({ hires: 3, costFen: 132143, costPerHireFen: 44048 });
    const months = await board(w.hr, 'from=2026-02-01&to=2026-04-30');
    expect(months.channels.find((c) => c.channel === 3)!.costFen).toBe(410000);
    // A channel paid for with nothing through it is listed with its cost.
    expect(months.channels.find((c) => c.channel === 6)).toMatchObject({ applications: 0, hires: 0, costFen: 9999, costPerHireFen: null });
    expect((await board(w.hr, `${WEEK}&channel=2`)).channels.map((c) => [c.channel, c.costFen])).toEqual([[2, 14011]]);
  });

  it('shows no cost when the numbers are of some jobs only, and another company none of these', async () => {
    const scoped = await board(w.hm, WEEK);
    expect(scoped.channels.find((c) => c.channel === 3)).toMatchObject({ hires: 2, costFen: null, costPerHireFen: null });
    expect(scoped.total.costFen).toBeNull();
    expect((await board(w.hr, `${WEEK}&jobId=${w.jobId}`)).total.costFen).toBeNull();
    const other = await board(w.b, WEEK);
    expect(other.channels.every((c) => c.costFen === null)).toBe(true);
    expect(other.referrers).toEqual([]);
  });

  it('lists the 内推人 with numbers equal to their drill-downs', async () => {
    const { referrers } = await board(w.hr, WEEK);
    expect(referrers.map(({ name: _n, ...r }) => r)).toEqual([
      { accountId: w.hm.accountId, newResumes: 1, applications: 2, screened: 0, interviews: 0, offers: 0, hires: 2 },
      { accountId: w.hr.accountId, newResumes: 1, applications: 1, screened: 0, interviews: 0, offers: 0, hires: 0 },
    ]);
    expect(referrers.every((r) => r.name.length > 0)).toBe(true);
    for (const r of referrers) {
      for (const metric of ['applications', 'hires'] as const) {
        const page = await behind(w.hr, `metric=${metric}&${WEEK}&referrerId=${r.accountId}`);
        expect(page.total, `${r.accountId} ${metric}`).toBe(r[metric]);
        expect(page.list).toHaveLength(r[metric]);
      }
    }
    expect((await behind(w.hr, `metric=hires&${WEEK}&referrerId=${w.hm.accountId}`)).list.map((c) => c.name).sort()).toEqual(['吴二', '周一']);
    expect(expectInvalid(await get(w.hr, `/api/reports/overview/candidates?metric=hires&${WEEK}&referrerId=abc`), 'referrerId')).toBe('内推人不正确');
    expect((await behind(w.b, `metric=hires&${WEEK}&referrerId=${w.hm.accountId}`)).total).toBe(0);
  });

  it('counts the 内推人 live when the company has rollups, the drill-down too', async () => {
    const before = await board(w.hr, WEEK);
    await recountRollups(w.ctx.database.db, w.a.companyId, eventsOf);
    const after = await board(w.hr, WEEK);
    expect(after.referrers).toEqual(before.referrers);
    expect(after.channels).toEqual(before.channels);
    expect((await behind(w.hr, `metric=applications&${WEEK}&referrerId=${w.hr.accountId}`)).total).toBe(1);
  });

  it('exports the costs, the 合计 and the 内推人 rows', async () => {
    const res = await get(w.hr, `/api/reports/export?board=channel&${WEEK}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('渠道分析')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['渠道', '新增简历', '新增投递', '筛选通过', '面试', '发出Offer', '入职', '费用（元）', '入职成本（元）']);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
    expect(rows.find((r) => r[0] === '猎聘')!.slice(6)).toEqual([2, 700, 350]);
    expect(rows.find((r) => r[0] === '合计')!.slice(6)).toEqual([2, 840.11, 420.06]);
    expect(rows.filter((r) => String(r[0]).startsWith('内推人：'))).toHaveLength(2);
  });
});
