// 面试分析 against hand-counted interviews: by round with a no-show, a cancellation and one a
// minute before the period; the interviewers' load and their evaluations on time or late.
import { InterviewResult, type InterviewBoard, type Page, type ReportCandidate } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { interviewEvaluations, interviewInterviewers, interviews } from '../../src/modules/interviews/tables';
import type { Session } from '../helpers';
import { apply, expectFailure, expectNotFound, okData, world, type World } from '../screening/fixtures';
import { cst } from './fixtures';

let w: World;
const ids: Record<string, number> = {};
const PERIOD = 'from=2026-05-01&to=2026-05-31';

type Plan = { round: number; at: string; result?: number; cancelled?: boolean; interviewers: Session[]; evaluations?: [Session, string][] };

async function interview(name: string, p: Plan): Promise<void> {
  const appId = await apply(w, w.hr, w.jobId, name);
  ids[name] = appId;
  const { db } = w.ctx.database;
  const [app] = await db.select().from(applications).where(eq(applications.id, appId));
  const startsAt = cst(p.at);
  const [row] = await db
    .insert(interviews)
    .values({
      companyId: app!.companyId,
      applicationId: appId,
      resumeId: app!.resumeId,
      jobId: app!.jobId,
      round: p.round,
      startsAt,
      durationMinutes: 60,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      form: 1,
      leadId: p.interviewers[0]!.accountId,
      uid: `${randomUUID()}@bole.test`,
      result: p.result ?? InterviewResult.NoFeedback,
      cancelledAt: p.cancelled ? new Date() : null,
      createdBy: w.hr.accountId,
    })
    .returning({ id: interviews.id });
  await db.insert(interviewInterviewers).values(p.interviewers.map((s, i) => ({ companyId: app!.companyId, interviewId: row!.id, accountId: s.accountId, isLead: i === 0 })));
  for (const [who, at] of p.evaluations ?? []) {
    await db.insert(interviewEvaluations).values({ companyId: app!.companyId, interviewId: row!.id, accountId: who.accountId, answers: {}, submittedAt: cst(at) });
  }
}

const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });
const board = async (who: Session) => okData<InterviewBoard>(await get(who, `/api/reports/interviews?${PERIOD}`));
const behind = async (who: Session, query: string) => okData<Page<ReportCandidate>>(await get(who, `/api/reports/interviews/candidates?${PERIOD}&${query}`));

beforeAll(async () => {
  w = await world();
  const { hr, hm } = w;
  await interview('许一', { round: 1, at: '2026-05-01T00:00:00', result: InterviewResult.Passed, interviewers: [hr, hm], evaluations: [[hr, '2026-05-01T10:00:00'], [hm, '2026-05-03T01:00:00']] });
  await interview('何二', { round: 1, at: '2026-04-30T23:59:00', result: InterviewResult.Passed, interviewers: [hr] });
  await interview('吕三', { round: 2, at: '2026-05-10T14:00:00', result: InterviewResult.Absent, interviewers: [hr] });
  await interview('施四', { round: 2, at: '2026-05-12T10:00:00', result: InterviewResult.Failed, interviewers: [hr] });
  await interview('张五', { round: 1, at: '2026-05-20T10:00:00', cancelled: true, interviewers: [hr] });
  await interview('孔六', { round: 1, at: '2026-05-31T23:00:00', interviewers: [hm] });
});

describe('GET /api/reports/interviews', () => {
  it('counts by round with no-shows, results and pass rates', async () => {
    const b = await board(w.hr);
    expect(b.totals).toEqual({ scheduled: 4, held: 3, noShow: 1, passed: 1, failed: 1 });
    expect(b.rounds).toEqual([
      { round: 1, name: '初试', scheduled: 2, held: 2, noShow: 0, passed: 1, failed: 0, passRate: 100 },
      { round: 2, name: '复试', scheduled: 2, held: 1, noShow: 1, passed: 0, failed: 1, passRate: 0 },
    ]);
  });

  it('gives each interviewer his load and how soon he evaluates', async () => {
    const b = await board(w.hr);
    const of = (s: Session) => b.interviewers.find((i) => i.accountId === s.accountId);
    expect(of(w.hr)).toMatchObject({ held: 2, submitted: 1, onTime: 1, avgHoursToSubmit: 9 });
    expect(of(w.hm)).toMatchObject({ held: 2, submitted: 1, onTime: 0, avgHoursToSubmit: 48 });
    expect(b.interviewers).toHaveLength(2);
    expect(b.onTimeRate).toBe(25);
  });

  it('lists the candidates behind a number, of a round or of an interviewer', async () => {
    const b = await board(w.hr);
    for (const [key, value] of Object.entries(b.totals)) expect((await behind(w.hr, `metric=${key}`)).total, key).toBe(value);
    for (const r of b.rounds) expect((await behind(w.hr, `metric=held&round=${r.round}`)).total).toBe(r.held);
    expect((await behind(w.hr, `metric=held&interviewerId=${w.hm.accountId}`)).list.map((r) => r.name)).toEqual(['孔六', '许一']);
    expect((await behind(w.hr, 'metric=noShow&round=2')).list.map((r) => r.name)).toEqual(['吕三']);
    expectFailure(await get(w.hr, `/api/reports/interviews/candidates?${PERIOD}&metric=cancelled`), 400);
  });
});

describe('scope and permissions', () => {
  it('keeps other jobs and other companies out', async () => {
    expect((await board(w.hm2)).totals).toEqual({ scheduled: 0, held: 0, noShow: 0, passed: 0, failed: 0 });
    expect((await board(w.b)).interviewers).toEqual([]);
    expectNotFound(await get(w.b, `/api/reports/interviews?${PERIOD}&jobId=${w.jobId}`));
    expect((await behind(w.b, 'metric=scheduled')).total).toBe(0);
  });
});
