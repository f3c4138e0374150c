// The funnel and its drill-down against hand-counted moves, including moves a second either
// side of midnight in Asia/Shanghai, a move back, an elimination and a channel filter; the job
// scope of a hiring manager, another company's ids and a role without report codes.
import type { Funnel, Page, ReportCandidate, StageTimes } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { stagesOfJob } from '../../src/modules/processes/job-stages';
import { applicationStageVisits } from '../../src/modules/reports/tables';
import { jobs } from '../../src/modules/jobs/tables';
import { resumes } from '../../src/modules/resumes/tables';
import { SystemRoleCode } from '@bole/domain';
import { addAccount } from '../helpers';
import { apply, eliminate, expectFailure, expectNotFound, okData, world, type World } from '../screening/fixtures';
import type { Session } from '../helpers';
import { cst } from './fixtures';

let w: World;
let stages: { id: number; name: string }[];
let frontDesk: Session;
const ids: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };

/** China wall-clock time as an instant. */

/** Moves the application to the stage at the given time, as a move made then would. */
async function moveAt(appId: number, stageIndex: number, at: string) {
  await w.ctx.database.db.update(applications).set({ stageId: stages[stageIndex]!.id, stageEnteredAt: cst(at) }).where(eq(applications.id, appId));
}

/** Dates the application's first stage as if it had been opened then (the fixture's history). */
async function openedAt(appId: number, at: string) {
  await w.ctx.database.db
    .update(applicationStageVisits)
    .set({ firstEnteredAt: cst(at), lastEnteredAt: cst(at) })
    .where(and(eq(applicationStageVisits.applicationId, appId), eq(applicationStageVisits.stageId, stages[0]!.id)));
  await w.ctx.database.db.update(applications).set({ stageEnteredAt: cst(at) }).where(eq(applications.id, appId));
}

const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });
const funnelOf = async (who: Session, query: string) => okData<Funnel>(await get(who, `/api/reports/funnel?${query}`)).stages;
const behind = async (who: Session, query: string) => okData<Page<ReportCandidate>>(await get(who, `/api/reports/funnel/candidates?${query}`));
const counts = (list: Funnel['stages'], key: 'entered' | 'current') => list.slice(0, 3).map((s) => s[key]);

beforeAll(async () => {
  w = await world();
  const [job] = await w.ctx.database.db.select({ processId: jobs.recruitProcessId }).from(jobs).where(eq(jobs.id, w.jobId));
  stages = await w.ctx.database.db.transaction((tx) => stagesOfJob(tx, w.a.companyId, job!.processId));
  frontDesk = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.FrontDesk);
  ids.a = await apply(w, w.hr, w.jobId, '赵一');
  ids.b = await apply(w, w.hr, w.jobId, '钱二');
  ids.c = await apply(w, w.hr, w.jobId, '孙三');
  ids.d = await apply(w, w.hr, w.jobId, '李四');
  // A: first stage on Mar 1, the second a second before midnight, the third at midnight (Mar 2 in China).
  await openedAt(ids.a, '2026-03-01T10:00:00');
  await moveAt(ids.a, 1, '2026-03-01T23:59:59');
  await moveAt(ids.a, 2, '2026-03-02T00:00:00');
  // B: second stage on Mar 5, moved back on Mar 6 and forward again on Mar 7: still one arrival each.
  await openedAt(ids.b, '2026-03-02T09:00:00');
  await moveAt(ids.b, 1, '2026-03-05T12:00:00');
  await moveAt(ids.b, 0, '2026-03-06T12:00:00');
  await moveAt(ids.b, 1, '2026-03-07T12:00:00');
  // C: opened before the period, second stage on Mar 3, then eliminated: counted as arrived, not current.
  await openedAt(ids.c, '2026-02-28T20:00:00');
  await moveAt(ids.c, 1, '2026-03-03T08:00:00');
  await eliminate(w.ctx, ids.c);
  // D: opened on Mar 4 from channel 7, still in the first stage.
  await openedAt(ids.d, '2026-03-04T16:00:00');
  const [d] = await w.ctx.database.db.select({ resumeId: applications.resumeId }).from(applications).where(eq(applications.id, ids.d));
  await w.ctx.database.db.update(resumes).set({ channel: 7 }).where(eq(resumes.id, d!.resumeId));
});

describe('GET /api/reports/funnel', () => {
  it('counts first arrivals per China day, a second either side of midnight', async () => {
    const day1 = await funnelOf(w.hr, `from=2026-03-01&to=2026-03-01&jobId=${w.jobId}`);
    expect(day1.map((s) => s.stageId).slice(0, 3)).toEqual(stages.slice(0, 3).map((s) => s.id));
    expect(day1[0]!.name).toBe(stages[0]!.name);
    expect(counts(day1, 'entered')).toEqual([1, 1, 0]);
    const week = await funnelOf(w.hr, `from=2026-03-02&to=2026-03-07&jobId=${w.jobId}`);
    expect(counts(week, 'entered')).toEqual([2, 2, 1]);
  });

  it('counts who stands in a stage now and is still in the process', async () => {
    const now = await funnelOf(w.hr, `from=2026-03-01&to=2026-03-31&jobId=${w.jobId}`);
    expect(counts(now, 'current')).toEqual([1, 1, 1]);
    expect(counts(now, 'entered')).toEqual([3, 3, 1]);
  });

  it('filters by channel and answers the stages of the default process company-wide', async () => {
    expect(counts(await funnelOf(w.hr, 'from=2026-03-01&to=2026-03-31&channel=7'), 'entered')).toEqual([1, 0, 0]);
    const all = await funnelOf(w.a, 'from=2026-03-01&to=2026-03-31');
    expect(counts(all, 'entered')).toEqual([3, 3, 1]);
  });

  it('keeps the time in stage of a move back', async () => {
    const [visit] = await w.ctx.database.db
      .select()
      .from(applicationStageVisits)
      .where(and(eq(applicationStageVisits.applicationId, ids.b), eq(applicationStageVisits.stageId, stages[0]!.id)));
    expect(visit).toMatchObject({ entries: 2, firstEnteredAt: cst('2026-03-02T09:00:00'), lastEnteredAt: cst('2026-03-06T12:00:00'), leftAt: cst('2026-03-07T12:00:00') });
    expect(visit!.secondsIn).toBe((3 * 24 + 3) * 3600 + 24 * 3600);
  });

  it('rejects a bad period', async () => {
    expectFailure(await get(w.hr, '/api/reports/funnel?from=2026-03-05&to=2026-03-01'), 400);
    expectFailure(await get(w.hr, '/api/reports/funnel?to=2026-03-01'), 400);
    expectFailure(await get(w.hr, '/api/reports/funnel?from=2020-01-01&to=2026-03-01'), 400);
  });
});

describe('GET /api/reports/funnel/candidates', () => {
  it('lists exactly the applications behind entered, newest arrival first', async () => {
    const page = await behind(w.hr, `stageId=${stages[1]!.id}&from=2026-03-02&to=2026-03-07&jobId=${w.jobId}`);
    expect(page.total).toBe(2);
    expect(page.list.map((r) => [r.name, r.statusLabel, r.happenedAt])).toEqual([
      ['钱二', '招聘中', cst('2026-03-05T12:00:00').toISOString()],
      ['孙三', '已淘汰', cst('2026-03-03T08:00:00').toISOString()],
    ]);
    expect(page.list[0]).toMatchObject({ applicationId: ids.b, jobId: w.jobId, jobTitle: 'Java开发工程师', stageId: stages[1]!.id });
    const second = await behind(w.hr, `stageId=${stages[1]!.id}&from=2026-03-02&to=2026-03-07&page=2&pageSize=1`);
    expect(second.list.map((r) => r.name)).toEqual(['孙三']);
  });

  it('agrees with the funnel for every stage and period', async () => {
    for (const [from, to] of [['2026-03-01', '2026-03-01'], ['2026-03-02', '2026-03-07'], ['2026-02-01', '2026-03-31']]) {
      for (const stage of await funnelOf(w.hr, `from=${from}&to=${to}`)) {
        expect((await behind(w.hr, `stageId=${stage.stageId}&from=${from}&to=${to}`)).total).toBe(stage.entered);
        expect((await behind(w.hr, `stageId=${stage.stageId}&measure=current&from=${from}&to=${to}`)).total).toBe(stage.current);
      }
    }
  });
});

describe('GET /api/reports/stage-times', () => {
  it('counts who left each stage with the days they stayed, and who stands still', async () => {
    const times = okData<StageTimes>(await get(w.hr, `/api/reports/stage-times?from=2026-03-01&to=2026-03-31&jobId=${w.jobId}`)).stages.slice(0, 3);
    // Left the first stage: A after 13:59:59, B after 3 days 3 hours and 1 day more, C after 2.5 days.
    const firstSeconds = (13 * 3600 + 59 * 60 + 59 + (3 * 24 + 3) * 3600 + 24 * 3600 + 60 * 3600) / 3;
    expect(times.map((s) => [s.left, s.avgDays, s.stale])).toEqual([
      [3, Math.round((firstSeconds / 86_400) * 10) / 10, 1],
      [1, 0, 1],
      [0, null, 1],
    ]);
  });

  it('lists the applications behind current, left and stale', async () => {
    const period = `from=2026-03-01&to=2026-03-31&jobId=${w.jobId}`;
    expect((await behind(w.hr, `stageId=${stages[1]!.id}&measure=current&${period}`)).list.map((r) => [r.name, r.happenedAt])).toEqual([['钱二', cst('2026-03-07T12:00:00').toISOString()]]);
    expect((await behind(w.hr, `stageId=${stages[0]!.id}&measure=left&${period}`)).list.map((r) => r.name)).toEqual(['钱二', '孙三', '赵一']);
    expect((await behind(w.hr, `stageId=${stages[2]!.id}&measure=stale&${period}`)).list.map((r) => r.name)).toEqual(['赵一']);
    expectFailure(await get(w.hr, `/api/reports/funnel/candidates?stageId=${stages[0]!.id}&measure=all&${period}`), 400);
  });
});

describe('GET /api/reports/export', () => {
  async function sheetOf(who: Session, query: string): Promise<string[][]> {
    const res = await get(who, `/api/reports/export?${query}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
    return rows;
  }

  it('writes the 职位360 table with the numbers the board shows', async () => {
    const rows = await sheetOf(w.hr, `board=job360&from=2026-03-02&to=2026-03-07&jobId=${w.jobId}`);
    expect(rows[0]).toEqual(['阶段', '到达人数', '较上一阶段转化率', '当前人数', '离开人数', '平均停留天数', '停留超过7天']);
    expect(rows.slice(1, 4).map((r) => r.slice(0, 4))).toEqual([
      [stages[0]!.name, '2', '-', '1'],
      [stages[1]!.name, '2', '100%', '1'],
      [stages[2]!.name, '1', '50%', '1'],
    ]);
  });

  it('exports every board, and refuses a role without 导出报表 and another company\'s job', async () => {
    for (const board of ['scan', 'candidate', 'job360', 'hr', 'interview', 'offer', 'channel']) {
      expect((await sheetOf(w.hr, `board=${board}&from=2026-03-01&to=2026-03-31`))[0]!.length, board).toBeGreaterThan(1);
    }
    expectFailure(await get(w.hm, '/api/reports/export?board=scan&from=2026-03-01&to=2026-03-31'), 403);
    expectNotFound(await get(w.b, `/api/reports/export?board=job360&from=2026-03-01&to=2026-03-31&jobId=${w.jobId}`));
    expectFailure(await get(w.hr, '/api/reports/export?board=all&from=2026-03-01&to=2026-03-31'), 400);
  });
});

describe('scope and permissions', () => {
  it('limits a hiring manager to his jobs', async () => {
    expect(counts(await funnelOf(w.hm, 'from=2026-03-01&to=2026-03-31'), 'entered')).toEqual([3, 3, 1]);
    expect(counts(await funnelOf(w.hm2, 'from=2026-03-01&to=2026-03-31'), 'entered')).toEqual([0, 0, 0]);
    expectNotFound(await get(w.hm2, `/api/reports/funnel?from=2026-03-01&to=2026-03-31&jobId=${w.jobId}`));
    expect((await behind(w.hm2, `stageId=${stages[0]!.id}&from=2026-03-01&to=2026-03-31`)).total).toBe(0);
  });

  it('shows another company nothing of ours and refuses our job', async () => {
    const theirs = await funnelOf(w.b, 'from=2026-03-01&to=2026-03-31');
    expect(theirs.every((s) => s.entered === 0)).toBe(true);
    expect(theirs.some((s) => stages.some((ours) => ours.id === s.stageId))).toBe(false);
    expectNotFound(await get(w.b, `/api/reports/funnel?from=2026-03-01&to=2026-03-31&jobId=${w.jobId}`));
    expect((await behind(w.b, `stageId=${stages[0]!.id}&from=2026-03-01&to=2026-03-31`)).total).toBe(0);
  });

  it('refuses a role without the report codes', async () => {
    expectFailure(await get(frontDesk, '/api/reports/funnel?from=2026-03-01&to=2026-03-31'), 403);
    expectFailure(await get(frontDesk, `/api/reports/funnel/candidates?stageId=${stages[0]!.id}&from=2026-03-01&to=2026-03-31`), 403);
  });
});
