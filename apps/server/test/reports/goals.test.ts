// 招聘目标: managing goals (330014) and their progress, hand-counted from events a second either
// side of China month and quarter ends, for the company, a department and a 招聘负责人; the
// numbers agree with 招聘概览's under the same filter; data scope, roles and other companies.
import { SystemRoleCode, type GoalProgressBoard, type Overview, type Page, type ReportGoal } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { orgs } from '../../src/modules/company/tables';
import { jobs } from '../../src/modules/jobs/tables';
import { offers } from '../../src/modules/offers/tables';
import { eventsOf } from '../../src/modules/reports/overview';
import { recountRollups, refreshRollups, rollupCountedAt } from '../../src/modules/reports/rollup';
import { addAccount } from '../company/fixtures';
import type { Session } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { createOffer, inOfferStage, rootOrg } from '../offers/fixtures';
import { apply, expectFailure, expectInvalid, expectNotFound, okData, world, type World } from '../screening/fixtures';
import { cst, interviewAt } from './fixtures';

let w: World;
let d1: number;
let d2: number;
let job2: number;
const goalIds: Record<string, number> = {};


/** An offer sent at `sentAt` and, with `entryDate`, the entry confirmed on that China day. */
async function offerAndEntry(name: string, jobId: number, sentAt: string, entryDate?: string) {
  const { db } = w.ctx.database;
  const appId = await inOfferStage(w, name, w.a, jobId);
  const offerId = await createOffer(w, w.a, appId, d1);
  await db.update(offers).set({ sentAt: cst(sentAt) }).where(eq(offers.id, offerId));
  if (entryDate) await db.update(applications).set({ outcome: 1, recruitmentState: 1, entryDate }).where(eq(applications.id, appId));
}

const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });
const post = (who: Session, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: '/api/report-goals', payload });
const put = (who: Session, id: number, payload: Record<string, unknown>) => w.api(who, { method: 'PUT', url: `/api/report-goals/${id}`, payload });
const list = async (who: Session, query = 'year=2026') => okData<Page<ReportGoal>>(await get(who, `/api/report-goals?${query}`));
const onBoard = async (who: Session, from: string, to: string) => okData<GoalProgressBoard>(await get(who, `/api/reports/goals/progress?from=${from}&to=${to}`));
const progress = (g: ReportGoal) => Object.fromEntries(g.progress.map((p) => [p.metric, [p.actual, p.target, p.percent]]));
const actuals = (g: ReportGoal) => Object.fromEntries(g.progress.map((p) => [p.metric, p.actual]));

beforeAll(async () => {
  w = await world();
  const { db } = w.ctx.database;
  // 研发部 (d1): the world's job, 招聘负责人 the administrator; 市场部 (d2): a second job, HR its 招聘负责人.
  d1 = await rootOrg(w.ctx, w.a.companyId);
  const [market] = await db.insert(orgs).values({ companyId: w.a.companyId, parentId: d1, name: '市场部' }).returning({ id: orgs.id });
  d2 = market!.id;
  job2 = await createJob(w.api, w.a, { name: '市场专员' });
  await db.update(jobs).set({ orgId: d1, ownerId: w.a.accountId }).where(eq(jobs.id, w.jobId));
  await db.update(jobs).set({ orgId: d2, ownerId: w.hr.accountId }).where(eq(jobs.id, job2));

  // Interviews: two in March (one its last second), one the first second of April, one cancelled, one in February (job2).
  const [p1, p2, p3, p4] = [await apply(w, w.a, w.jobId, '周一'), await apply(w, w.a, w.jobId, '吴二'), await apply(w, w.a, w.jobId, '郑三'), await apply(w, w.a, job2, '王四')];
  await interviewAt(w, p1, '2026-03-05T14:00:00');
  await interviewAt(w, p2, '2026-03-31T23:59:59');
  await interviewAt(w, p3, '2026-04-01T00:00:00');
  await interviewAt(w, p1, '2026-03-10T10:00:00', true);
  await interviewAt(w, p4, '2026-02-10T10:00:00');
  // Offers sent in March: 冯五 (job 1) entered on 8 March, 陈六 (job 2) on 1 April.
  await offerAndEntry('冯五', w.jobId, '2026-03-06T09:00:00', '2026-03-08');
  await offerAndEntry('陈六', job2, '2026-03-20T09:00:00', '2026-04-01');
});

describe('managing goals', () => {
  it('creates goals of each period and scope with their progress', async () => {
    const g1 = okData<ReportGoal>(await post(w.a, { kind: 'month', year: 2026, period: 3, scope: 'company', hires: 4, offers: 2, interviews: 4 }));
    expect(g1).toMatchObject({ kind: 'month', period: 3, periodLabel: '2026年3月', from: '2026-03-01', to: '2026-03-31', scope: 'company', scopeId: null, scopeName: '全公司' });
    // Hand-counted: 冯五's entry; both offers; 周一's and 吴二's interviews (not the cancelled one, not 1 April's).
    expect(progress(g1)).toEqual({ hires: [1, 4, 25], offers: [2, 2, 100], interviews: [2, 4, 50] });
    expect(g1.progress.map((p) => p.label)).toEqual(['入职', '发出Offer', '面试']);
    goalIds.g1 = g1.id;

    // Form-encoded, as the spec's other reading of posts.
    const g2Res = await w.api(w.a, { method: 'POST', url: '/api/report-goals', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `kind=month&year=2026&period=3&scope=org&scopeId=${d2}&offers=1&hires=2&interviews=` });
    const g2 = okData<ReportGoal>(g2Res);
    expect(g2).toMatchObject({ scope: 'org', scopeId: d2, scopeName: '市场部', interviews: null });
    expect(progress(g2)).toEqual({ hires: [0, 2, 0], offers: [1, 1, 100] });
    goalIds.g2 = g2.id;

    const g3 = okData<ReportGoal>(await post(w.a, { kind: 'quarter', year: 2026, period: 1, scope: 'recruiter', scopeId: w.hr.accountId, interviews: 3 }));
    expect(g3).toMatchObject({ periodLabel: '2026年第1季度', from: '2026-01-01', to: '2026-03-31' });
    expect(progress(g3)).toEqual({ interviews: [1, 3, 33.3] });
    goalIds.g3 = g3.id;

    const g4 = okData<ReportGoal>(await post(w.a, { kind: 'year', year: 2026, period: 7, scope: 'company', hires: 10 }));
    expect(g4).toMatchObject({ period: null, periodLabel: '2026年度', to: '2026-12-31' });
    expect(progress(g4)).toEqual({ hires: [2, 10, 20] });
    goalIds.g4 = g4.id;

    const g5 = okData<ReportGoal>(await post(w.a, { kind: 'month', year: 2026, period: 3, scope: 'org', scopeId: d1, interviews: 1 }));
    expect(progress(g5)).toEqual({ interviews: [2, 1, 200] });
    goalIds.g5 = g5.id;
  });

  it('counts what 招聘概览 counts under the same filter', async () => {
    const march = 'from=2026-03-01&to=2026-03-31';
    const value = (o: Overview, key: string) => o.metrics.find((m) => m.key === key)!.value;
    const all = okData<Overview>(await get(w.a, `/api/reports/overview?${march}`));
    const market = okData<Overview>(await get(w.a, `/api/reports/overview?${march}&orgId=${d2}`));
    const [g1, g2] = (await list(w.a, 'year=2026&kind=month&period=3')).list;
    expect(actuals(g1!)).toEqual({ hires: value(all, 'hires'), offers: value(all, 'offers'), interviews: value(all, 'interviews') });
    expect(actuals(g2!)).toEqual({ hires: value(market, 'hires'), offers: value(market, 'offers') });
    const q1 = okData<Overview>(await get(w.a, `/api/reports/overview?from=2026-01-01&to=2026-03-31&ownerId=${w.hr.accountId}`));
    expect(actuals((await list(w.a, 'year=2026&scope=recruiter')).list[0]!)).toEqual({ interviews: value(q1, 'interviews') });
  });

  it('lists a year longest period first, then 全公司, 部门, 招聘负责人, paged', async () => {
    const page = await list(w.a);
    expect(page.total).toBe(5);
    expect(page.list.map((g) => g.id)).toEqual([goalIds.g4, goalIds.g3, goalIds.g1, goalIds.g2, goalIds.g5]);
    const second = await list(w.a, 'year=2026&page=2&pageSize=2');
    expect(second.list.map((g) => g.id)).toEqual([goalIds.g1, goalIds.g2]);
    expect((await list(w.a, 'year=2026&kind=quarter')).list.map((g) => g.id)).toEqual([goalIds.g3]);
    expect((await list(w.a, 'year=2026&scope=org')).total).toBe(2);
    expect((await list(w.a, 'year=2025')).total).toBe(0);
  });

  it('refuses a second goal of the same period and scope, and a goal without its parts', async () => {
    const taken = expectFailure(await post(w.a, { kind: 'month', year: 2026, period: 3, scope: 'org', scopeId: d2, hires: 9 }), 409, '70101');
    expect(taken.message).toBe('该周期和范围已设置过招聘目标，请直接编辑已有目标');
    expectFailure(await put(w.a, goalIds.g2!, { kind: 'month', year: 2026, period: 3, scope: 'org', scopeId: d1, hires: 1 }), 409, '70101');
    expect(expectInvalid(await post(w.a, { kind: 'month', year: 2026, scope: 'company', hires: 1 }), 'period')).toBe('请选择月份');
    expect(expectInvalid(await post(w.a, { kind: 'year', year: 2026, scope: 'recruiter', hires: 1 }), 'scopeId')).toBe('请选择招聘负责人');
    expect(expectInvalid(await post(w.a, { kind: 'year', year: 2026, scope: 'company' }), 'hires')).toBe('请至少填写一项目标（入职、发出Offer、面试）');
    expect(expectInvalid(await post(w.a, { kind: 'year', year: 2026, scope: 'company', offers: -2 }), 'offers')).toBe('发出Offer目标不能小于0');
    expectInvalid(await get(w.a, '/api/report-goals'), 'year');
    expectInvalid(await get(w.a, '/api/reports/goals/progress?from=2026-03-09&to=2026-03-01'), 'to');
  });

  it('edits and deletes a goal', async () => {
    const edited = okData<ReportGoal>(await put(w.a, goalIds.g5!, { kind: 'quarter', year: 2026, period: 2, scope: 'org', scopeId: d1, interviews: 2, hires: 0 }));
    expect(edited).toMatchObject({ id: goalIds.g5, periodLabel: '2026年第2季度', from: '2026-04-01', to: '2026-06-30' });
    // 郑三's interview at the first second of April; 陈六's entry on 1 April is job 2's, in 市场部.
    expect(progress(edited)).toEqual({ hires: [0, 0, 100], interviews: [1, 2, 50] });
    const back = okData<ReportGoal>(await put(w.a, goalIds.g5!, { kind: 'month', year: 2026, period: 3, scope: 'org', scopeId: d1, interviews: 1 }));
    expect(progress(back)).toEqual({ interviews: [2, 1, 200] });

    const extra = okData<ReportGoal>(await post(w.a, { kind: 'month', year: 2026, period: 12, scope: 'company', offers: 3 }));
    expect(progress(extra)).toEqual({ offers: [0, 3, 0] });
    expect(okData(await w.api(w.a, { method: 'DELETE', url: `/api/report-goals/${extra.id}` }))).toBeNull();
    expectNotFound(await w.api(w.a, { method: 'DELETE', url: `/api/report-goals/${extra.id}` }));
    expect((await list(w.a)).total).toBe(5);
  });
});

describe('GET /api/reports/goals/progress', () => {
  it('answers the goals whose period holds the board period, each counted over its own period', async () => {
    const week = await onBoard(w.hr, '2026-03-02', '2026-03-08');
    expect(week.goals.map((g) => g.id)).toEqual([goalIds.g4, goalIds.g3, goalIds.g1, goalIds.g2, goalIds.g5]);
    expect(week.total).toBe(5);
    expect(progress(week.goals[2]!)).toEqual({ hires: [1, 4, 25], offers: [2, 2, 100], interviews: [2, 4, 50] });
    // Across the quarter's end only the year's goal holds the period.
    expect((await onBoard(w.hr, '2026-03-30', '2026-04-02')).goals.map((g) => g.id)).toEqual([goalIds.g4]);
    expect((await onBoard(w.trainee, '2026-03-01', '2026-03-31')).total).toBe(5);
  });

  it('shows a hiring manager the goals of his jobs\' departments, counted within his jobs', async () => {
    const mine = await onBoard(w.hm, '2026-03-01', '2026-03-31');
    expect(mine.goals.map((g) => g.id)).toEqual([goalIds.g5]);
    expect(progress(mine.goals[0]!)).toEqual({ interviews: [2, 1, 200] });
    expect((await onBoard(w.hm2, '2026-03-01', '2026-03-31')).goals).toEqual([]);
  });
});

describe('a large company counted from the rollups', () => {
  it('answers the same progress as the live count, as of when the rollups were counted', async () => {
    const { db } = w.ctx.database;
    const live = (await list(w.a)).list.map(progress);
    const liveHm = (await onBoard(w.hm, '2026-03-01', '2026-03-31')).goals.map(progress);
    await recountRollups(db, w.a.companyId, eventsOf);
    const countedAt = await rollupCountedAt(db, w.a.companyId);
    expect((await list(w.a)).list.map(progress)).toEqual(live);
    const board = await onBoard(w.hm, '2026-03-01', '2026-03-31');
    expect(board.goals.map(progress)).toEqual(liveHm);
    expect(board.countedAt).toBe(countedAt!.toISOString());
    // Counted live again once the company is no longer large.
    await refreshRollups(db, eventsOf, {});
    expect(await rollupCountedAt(db, w.a.companyId)).toBeNull();
  });
});

describe('permissions and other companies', () => {
  it('lets only holders of 招聘目标 manage goals, and the board codes read their progress', async () => {
    const referrer = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.Referrer);
    for (const who of [w.hr, w.hm, w.trainee]) {
      expectFailure(await get(who, '/api/report-goals?year=2026'), 403, '40300');
      expectFailure(await post(who, { kind: 'year', year: 2027, scope: 'company', hires: 1 }), 403, '40300');
      expectFailure(await put(who, goalIds.g1!, { kind: 'year', year: 2027, scope: 'company', hires: 1 }), 403, '40300');
      expectFailure(await w.api(who, { method: 'DELETE', url: `/api/report-goals/${goalIds.g1}` }), 403, '40300');
    }
    expectFailure(await get(referrer, '/api/reports/goals/progress?from=2026-03-01&to=2026-03-31'), 403, '40300');
  });

  it('keeps another company out of the goals and refuses its departments and accounts', async () => {
    expect((await list(w.b)).total).toBe(0);
    expect((await onBoard(w.b, '2026-03-01', '2026-03-31')).goals).toEqual([]);
    expectNotFound(await put(w.b, goalIds.g1!, { kind: 'month', year: 2026, period: 3, scope: 'company', hires: 1 }));
    expectNotFound(await w.api(w.b, { method: 'DELETE', url: `/api/report-goals/${goalIds.g1}` }));
    expectNotFound(await post(w.b, { kind: 'month', year: 2026, period: 3, scope: 'org', scopeId: d2, hires: 1 }));
    expectNotFound(await post(w.b, { kind: 'month', year: 2026, period: 3, scope: 'recruiter', scopeId: w.hr.accountId, hires: 1 }));
    expectNotFound(await put(w.a, goalIds.g2!, { kind: 'month', year: 2026, period: 3, scope: 'recruiter', scopeId: w.b.accountId, hires: 1 }));
    // b's own goal of the same period and scope as a's is its own business.
    expect(okData<ReportGoal>(await post(w.b, { kind: 'month', year: 2026, period: 3, scope: 'company', hires: 1 })).progress[0]).toMatchObject({ actual: 0, target: 1 });
  });
});
