// 招聘概览 against hand-counted events a second either side of the period's China midnights,
// with the period before, the days, the drill-down of each metric and the scope rules.
import { StageType, type CandidateBoard, type ChannelBoard, type Overview, type RecruiterBoard, type Page, type ReportCandidate } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { jobs } from '../../src/modules/jobs/tables';
import { offers } from '../../src/modules/offers/tables';
import { recruitStages } from '../../src/modules/processes/tables';
import { resumes } from '../../src/modules/resumes/tables';
import { eventsOf } from '../../src/modules/reports/overview';
import { recountRollups, refreshRollups, rollupCountedAt } from '../../src/modules/reports/rollup';
import type { Session } from '../helpers';
import { createOffer, inOfferStage, rootOrg } from '../offers/fixtures';
import { apply, expectFailure, expectNotFound, okData, world, type World } from '../screening/fixtures';
import { cst, interviewAt } from './fixtures';

let w: World;
const ids: Record<string, number> = {};
const PERIOD = 'from=2026-03-02&to=2026-03-08';

async function createdAt(appId: number, at: string) {
  await w.ctx.database.db.update(applications).set({ createdAt: cst(at) }).where(eq(applications.id, appId));
}


const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });
const board = async (who: Session, query = PERIOD) => okData<Overview>(await get(who, `/api/reports/overview?${query}`));
const behind = async (who: Session, metric: string, query = PERIOD) => okData<Page<ReportCandidate>>(await get(who, `/api/reports/overview/candidates?metric=${metric}&${query}`));
const numbers = (o: Overview) => Object.fromEntries(o.metrics.map((m) => [m.key, [m.value, m.previous]]));

beforeAll(async () => {
  w = await world();
  const { db } = w.ctx.database;
  ids.p1 = await apply(w, w.hr, w.jobId, '周一');
  ids.p2 = await apply(w, w.hr, w.jobId, '吴二');
  ids.p3 = await apply(w, w.hr, w.jobId, '郑三');
  ids.p4 = await apply(w, w.hr, w.jobId, '王四');
  await createdAt(ids.p1, '2026-03-02T00:00:00');
  await createdAt(ids.p2, '2026-03-01T23:59:59');
  await createdAt(ids.p3, '2026-03-08T23:59:59');
  await createdAt(ids.p4, '2026-03-09T00:00:00');
  const [p1] = await db.select({ resumeId: applications.resumeId }).from(applications).where(eq(applications.id, ids.p1));
  await db.update(resumes).set({ createdAt: cst('2026-03-02T10:00:00'), birthYear: 1998, topDegree: 3, workCity: '上海', gender: 1 }).where(eq(resumes.id, p1!.resumeId));
  const [p3] = await db.select({ resumeId: applications.resumeId }).from(applications).where(eq(applications.id, ids.p3));
  await db.update(resumes).set({ channel: 2 }).where(eq(resumes.id, p3!.resumeId));
  // 筛选通过: the first interview-type stage reached.
  const [interviewStage] = await db.select({ id: recruitStages.id }).from(recruitStages).where(and(eq(recruitStages.companyId, w.a.companyId), eq(recruitStages.type, StageType.Interview)));
  await db.update(applications).set({ stageId: interviewStage!.id, stageEnteredAt: cst('2026-03-03T10:00:00') }).where(eq(applications.id, ids.p1));
  await db.update(applications).set({ stageId: interviewStage!.id, stageEnteredAt: cst('2026-03-04T10:00:00') }).where(eq(applications.id, ids.p2));
  await interviewAt(w, ids.p1, '2026-03-05T14:00:00');
  await interviewAt(w, ids.p2, '2026-03-05T15:00:00', true);
  await interviewAt(w, ids.p3, '2026-02-25T09:00:00');
  // An offer sent on Mar 6 and an entry on Mar 8.
  ids.p5 = await inOfferStage(w, '冯五');
  const offerId = await createOffer(w, w.hr, ids.p5, await rootOrg(w.ctx, w.a.companyId));
  await db.update(offers).set({ sentAt: cst('2026-03-06T09:00:00') }).where(eq(offers.id, offerId));
  await db.update(applications).set({ outcome: 1, recruitmentState: 1, entryDate: '2026-03-08' }).where(eq(applications.id, ids.p5));
});

describe('GET /api/reports/overview', () => {
  it('counts each metric in the period and the one before', async () => {
    const o = await board(w.hr);
    expect(o).toMatchObject({ previousFrom: '2026-02-23', previousTo: '2026-03-01' });
    expect(numbers(o)).toEqual({
      newResumes: [1, 0],
      applications: [2, 1],
      screened: [2, 0],
      interviews: [1, 1],
      offers: [1, 0],
      hires: [1, 0],
    });
    expect(o.metrics.find((m) => m.key === 'screened')!.label).toBe('筛选通过');
  });

  it('spreads the events over the China days of the period', async () => {
    const o = await board(w.hr);
    expect(o.days.map((d) => d.day)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(o.days.filter((d) => d.applications + d.interviews + d.offers + d.hires > 0)).toEqual([
      { day: '2026-03-02', applications: 1, interviews: 0, offers: 0, hires: 0 },
      { day: '2026-03-05', applications: 0, interviews: 1, offers: 0, hires: 0 },
      { day: '2026-03-06', applications: 0, interviews: 0, offers: 1, hires: 0 },
      { day: '2026-03-08', applications: 1, interviews: 0, offers: 0, hires: 1 },
    ]);
  });

  it('lists the applications behind every number, as many as it counts', async () => {
    const applied = await behind(w.hr, 'applications');
    expect(applied.list.map((r) => r.name)).toEqual(['郑三', '周一']);
    expect(applied.list[1]!.happenedAt).toBe(cst('2026-03-02T00:00:00').toISOString());
    expect((await behind(w.hr, 'hires')).list.map((r) => [r.name, r.statusLabel])).toEqual([['冯五', '已入职']]);
    const o = await board(w.hr);
    for (const m of o.metrics.filter((x) => x.key !== 'newResumes')) expect((await behind(w.hr, m.key)).total, m.key).toBe(m.value);
    expectFailure(await get(w.hr, `/api/reports/overview/candidates?metric=newResumes&${PERIOD}`), 400);
  });
});

describe('GET /api/reports/channels', () => {
  it('splits the numbers by resume channel, drillable with the channel filter', async () => {
    const { channels } = okData<ChannelBoard>(await get(w.hr, `/api/reports/channels?${PERIOD}`));
    expect(channels.map(({ name: _name, ...r }) => r)).toEqual([
      { channel: 0, newResumes: 1, applications: 1, screened: 2, interviews: 1, offers: 1, hires: 1, costFen: null, costPerHireFen: null },
      { channel: 2, newResumes: 0, applications: 1, screened: 0, interviews: 0, offers: 0, hires: 0, costFen: null, costPerHireFen: null },
    ]);
    expect(channels[0]!.name).toBe('手动录入');
    expect(channels[1]!.name).not.toBe('渠道2');
    expect((await behind(w.hr, 'applications', `${PERIOD}&channel=0`)).list.map((r) => r.name)).toEqual(['周一']);
    expect((await behind(w.hr, 'applications', `${PERIOD}&channel=2`)).list.map((r) => r.name)).toEqual(['郑三']);
    const scoped = okData<ChannelBoard>(await get(w.hm, `/api/reports/channels?${PERIOD}`));
    expect(scoped.channels.every((c) => c.newResumes === null)).toBe(true);
  });
});

describe('GET /api/reports/recruiters', () => {
  it('gives each 招聘负责人 his open jobs and numbers, drillable with ownerId', async () => {
    const [job] = await w.ctx.database.db.select({ ownerId: jobs.ownerId, status: jobs.status }).from(jobs).where(eq(jobs.id, w.jobId));
    const { recruiters } = okData<RecruiterBoard>(await get(w.hr, `/api/reports/recruiters?${PERIOD}`));
    const owner = job!.ownerId ?? 0;
    expect(recruiters).toHaveLength(1);
    expect(recruiters[0]).toMatchObject({ accountId: owner, openJobs: job!.status === 1 ? 1 : 0, applications: 2, screened: 2, interviews: 1, offers: 1, hires: 1, hireRate: 100 });
    expect(recruiters[0]!.name).toBeTruthy();
    expect((await behind(w.hr, 'applications', `${PERIOD}&ownerId=${owner}`)).total).toBe(2);
    expect((await behind(w.hr, 'applications', `${PERIOD}&ownerId=${owner === 0 ? w.hr.accountId : 0}`)).total).toBe(0);
    expect(okData<RecruiterBoard>(await get(w.b, `/api/reports/recruiters?${PERIOD}`)).recruiters.every((r) => r.applications === 0)).toBe(true);
  });
});

describe('GET /api/reports/candidates', () => {
  it('spreads the period\'s applicants over each facet, each value drillable', async () => {
    const b = okData<CandidateBoard>(await get(w.hr, `/api/reports/candidates?${PERIOD}`));
    expect(b.applications).toBe(2);
    expect(b.facets.map((f) => f.label)).toEqual(['年龄', '最高学历', '现居城市', '性别']);
    for (const f of b.facets) {
      expect(f.values.reduce((sum, v) => sum + v.count, 0), f.facet).toBe(2);
      for (const v of f.values.filter((x) => x.count > 0)) {
        const list = okData<Page<ReportCandidate>>(await get(w.hr, `/api/reports/candidates/list?${PERIOD}&facet=${f.facet}&value=${encodeURIComponent(v.value)}`));
        expect(list.total, `${f.facet} ${v.value}`).toBe(v.count);
      }
    }
    const age = b.facets.find((f) => f.facet === 'age')!;
    expect(age.values.map((v) => v.value).slice(0, 5)).toEqual(['25岁以下', '25-29岁', '30-34岁', '35-39岁', '40岁及以上']);
    const young = okData<Page<ReportCandidate>>(await get(w.hr, `/api/reports/candidates/list?${PERIOD}&facet=age&value=${encodeURIComponent('25-29岁')}`));
    expect(young.list.map((r) => r.name)).toContain('周一');
    expect(b.pool).toHaveLength(7);
    expect(b.pool![0]).toMatchObject({ day: '2026-03-02', added: 1 });
    expect(b.pool![6]!.total).toBe(b.pool![0]!.total);
    expect(okData<CandidateBoard>(await get(w.hm, `/api/reports/candidates?${PERIOD}`)).pool).toBeNull();
    expect(okData<CandidateBoard>(await get(w.b, `/api/reports/candidates?${PERIOD}`)).applications).toBe(0);
    expectFailure(await get(w.hr, `/api/reports/candidates/list?${PERIOD}&facet=salary&value=1`), 400);
  });
});

describe('scope and permissions', () => {
  it('shows a hiring manager outside the job nothing and no resume count', async () => {
    const o = await board(w.hm2);
    expect(numbers(o)).toMatchObject({ newResumes: [null, null], applications: [0, 0], hires: [0, 0] });
    expect(numbers(await board(w.hm))).toMatchObject({ newResumes: [null, null], applications: [2, 1] });
  });

  it('keeps another company out', async () => {
    expect(Object.values(numbers(await board(w.b))).every(([v, p]) => v === 0 && p === 0)).toBe(true);
    expectNotFound(await get(w.b, `/api/reports/overview?${PERIOD}&jobId=${w.jobId}`));
    expect((await behind(w.b, 'applications')).total).toBe(0);
  });
});

describe('rollups of a large company', () => {
  const queries = [PERIOD, `${PERIOD}&channel=0`, `${PERIOD}&channel=2`, 'from=2026-01-01&to=2026-03-31', `${PERIOD}&ownerId=0`];
  const boards = async (who: Session, query: string) => {
    const without = <T extends { countedAt: string }>({ countedAt: _c, ...rest }: T) => rest;
    return {
      overview: without(await board(who, query)),
      channels: without(okData<ChannelBoard>(await get(who, `/api/reports/channels?${query}`))),
      recruiters: without(okData<RecruiterBoard>(await get(who, `/api/reports/recruiters?${query}`))),
      candidates: without(okData<CandidateBoard>(await get(who, `/api/reports/candidates?${query}`))),
      // 报表中心 (240001) is HR's; the hiring manager holds only the boards (240003).
      progress: who === w.hr ? without(okData<{ countedAt: string }>(await get(who, `/api/reports/standard/progress?${query}&page=1&pageSize=50`))) : null,
    };
  };

  it('answers from the rollups exactly what the live count answers, saying when they were counted', async () => {
    expect((await boards(w.hr, PERIOD)).candidates.facets.find((f) => f.facet === 'age')!.values.some((v) => v.count > 0 && v.value !== '未知')).toBe(true);
    const { db } = w.ctx.database;
    const live = await Promise.all(queries.flatMap((query) => [boards(w.hr, query), boards(w.hm, query)]));
    await recountRollups(db, w.a.companyId, eventsOf);
    const countedAt = await rollupCountedAt(db, w.a.companyId);
    expect(countedAt).not.toBeNull();
    for (const path of ['overview', 'channels', 'recruiters', 'candidates']) {
      expect(okData<{ countedAt: string }>(await get(w.hr, `/api/reports/${path}?${PERIOD}`)).countedAt, path).toBe(countedAt!.toISOString());
    }
    expect(await Promise.all(queries.flatMap((query) => [boards(w.hr, query), boards(w.hm, query)]))).toEqual(live);
    expect(live[0]!.overview.metrics.find((m) => m.key === 'applications')).toMatchObject({ value: 2, previous: 1 });
  });

  it('holds the numbers until the next count, and drops the rollups of a company that is no longer large', async () => {
    const { db } = w.ctx.database;
    const applicationsNow = (o: Overview) => o.metrics.find((m) => m.key === 'applications')!.value;
    const before = applicationsNow(await board(w.hr));
    await createdAt(await apply(w, w.hr, w.jobId, '褚六'), '2026-03-04T12:00:00');
    expect(applicationsNow(await board(w.hr))).toBe(before);
    // The drill-down says as many as the number clicked; its pages are live.
    expect((await behind(w.hr, 'applications')).total).toBe(before);
    expect((await behind(w.hr, 'applications')).list).toHaveLength(before! + 1);
    await recountRollups(db, w.a.companyId, eventsOf);
    expect(applicationsNow(await board(w.hr))).toBe(before! + 1);
    // Below ROLLUP_MIN_APPLICATIONS: the round drops it and the numbers are counted live again.
    await refreshRollups(db, eventsOf, {});
    expect(await rollupCountedAt(db, w.a.companyId)).toBeNull();
    expect(applicationsNow(await board(w.hr))).toBe(before! + 1);
  });
});
