import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { InterviewResult, type Funnel, type GoalProgressBoard, type InterviewBoard, type RecruiterBoard } from '@bole/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_RESUMES, seedDemo } from '../../src/seed/demo';
import { DEMO_JOBS, FILLED } from '../../src/seed/history-plan';
import { seedResumes } from '../../src/seed/resumes';
import { seedDemoWork } from '../../src/seed/work';
import { createTestContext, type TestContext } from '../helpers';

const DAY = 86_400_000;
let ctx: TestContext;
let companyId: number;
let seconds: number;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await ctx.owner.db.execute<T>(query)).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  const started = Date.now();
  companyId = (await seedDemo(ctx.database.db)).companyId;
  await seedResumes(ctx.owner.db, companyId, DEMO_RESUMES);
  await seedDemoWork(ctx.app, ctx.owner.db, companyId);
  seconds = (Date.now() - started) / 1000;
}, 180_000);

describe('the demo company in the middle of its hiring year', () => {
  it('opened its jobs over months and closed the filled ones', async () => {
    const jobs = await rows<{ name: string; status: number; opened_at: Date; closed_at: Date | null }>(sql`select name, status, opened_at, closed_at from jobs where company_id = ${companyId} order by opened_at`);
    expect(jobs.map((j) => j.name).sort()).toEqual(DEMO_JOBS.map((j) => j.name).sort());
    const now = Date.now();
    const ages = jobs.map((j) => (now - new Date(j.opened_at).getTime()) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(150);
    expect(Math.min(...ages)).toBeLessThan(60);
    const closed = jobs.filter((j) => j.status === 2);
    expect(closed.length).toBe(DEMO_JOBS.filter((j) => j.closedDaysAgo !== undefined).length);
    for (const j of closed) expect(new Date(j.closed_at!).getTime()).toBeGreaterThan(new Date(j.opened_at).getTime() + 30 * DAY);
  });

  it('took applications on dates spread over the months, each after its job opened', async () => {
    const apps = await rows<{ created_at: Date; opened_at: Date; resume_created: Date }>(sql`
      select a.created_at, j.opened_at, r.created_at as resume_created from applications a join jobs j on j.id = a.job_id join resumes r on r.id = a.resume_id where a.company_id = ${companyId}`);
    expect(apps.length).toBeGreaterThan(100);
    const at = apps.map((a) => new Date(a.created_at).getTime());
    expect((Math.max(...at) - Math.min(...at)) / DAY).toBeGreaterThan(120);
    const months = new Set(at.map((t) => new Date(t).toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    for (const a of apps) {
      expect(new Date(a.created_at).getTime()).toBeGreaterThanOrEqual(new Date(a.opened_at).getTime());
      expect(new Date(a.resume_created).getTime()).toBeLessThan(new Date(a.created_at).getTime());
    }
  });

  it('moved candidates through a realistic funnel, with reasons from the company list, and hired a few', async () => {
    const [f] = await rows<{ total: number; screened: number; interviewed: number; offered: number; hired: number; eliminated: number; reasoned: number }>(sql`
      with reached as (
        select a.id, a.outcome, a.recruitment_state, a.eliminate_reason_id, a.eliminate_reason, max(ps.sort) as furthest
        from applications a
        join jobs j on j.id = a.job_id
        left join application_events e on e.application_id = a.id and e.to_stage_id is not null
        left join recruit_process_stages ps on ps.stage_id = e.to_stage_id and ps.company_id = a.company_id
        where a.company_id = ${companyId} group by a.id)
      select count(*)::int as total,
        count(*) filter (where furthest >= 2)::int as screened,
        count(*) filter (where furthest >= 3)::int as interviewed,
        count(*) filter (where furthest >= 5)::int as offered,
        count(*) filter (where recruitment_state in (1, 5))::int as hired,
        count(*) filter (where outcome = 3)::int as eliminated,
        count(*) filter (where outcome = 3 and (eliminate_reason_id is not null or eliminate_reason = ${FILLED}))::int as reasoned
      from reached`);
    const { total, screened, interviewed, offered, hired, eliminated, reasoned } = f!;
    // Roughly 100 → 35 → 15 → 5 → 3.
    expect(screened / total).toBeGreaterThan(0.25);
    expect(screened / total).toBeLessThan(0.55);
    expect(interviewed / total).toBeGreaterThan(0.08);
    expect(interviewed / total).toBeLessThan(0.3);
    expect(offered).toBeLessThan(interviewed);
    expect(hired).toBeGreaterThanOrEqual(DEMO_JOBS.reduce((s, j) => s + j.hires, 0));
    expect(hired / total).toBeLessThan(0.12);
    expect(eliminated / total).toBeGreaterThan(0.4);
    expect(reasoned).toBe(eliminated);
  });

  it('hires no more than each job asked for, and keeps candidates in process on the open jobs', async () => {
    const jobs = await rows<{ name: string; status: number; headcount: number; hired: number; active: number }>(sql`
      select j.name, j.status, j.headcount,
        count(a.id) filter (where a.recruitment_state in (1, 5))::int as hired,
        count(a.id) filter (where a.outcome is null)::int as active
      from jobs j left join applications a on a.job_id = j.id where j.company_id = ${companyId} group by j.id`);
    for (const j of jobs) expect(j.hired, j.name).toBeLessThanOrEqual(j.headcount);
    // A filled job let go of whoever was still in process when it closed.
    for (const j of jobs.filter((x) => x.status === 2)) expect(j.active, j.name).toBe(0);
    const open = jobs.filter((j) => j.status === 1);
    expect(open.reduce((n, j) => n + j.active, 0)).toBeGreaterThanOrEqual(open.length * 2);
  });

  it('has a day of interviews for the front desk today and more in the days ahead, no room booked twice', async () => {
    const [day] = await rows<{ today: number; ahead: number; rooms: number; overlapping: number }>(sql`
      select count(*) filter (where (starts_at at time zone 'Asia/Shanghai')::date = (now() at time zone 'Asia/Shanghai')::date)::int as today,
             count(*) filter (where starts_at > now() + interval '12 hours')::int as ahead,
             count(distinct meeting_room_id)::int as rooms,
             (select count(*)::int from meeting_room_bookings a join meeting_room_bookings b on a.room_id = b.room_id and a.id < b.id
                and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at) where a.company_id = ${companyId}) as overlapping
      from interviews where company_id = ${companyId} and cancelled_at is null`);
    expect(day!.today).toBe(4);
    expect(day!.ahead).toBeGreaterThan(0);
    expect(day!.rooms).toBeGreaterThan(1);
    expect(day!.overlapping).toBe(0);
  });

  it('logged every step when it happened: in order, on working days, the latest one before now', async () => {
    const events = await rows<{ application_id: number; created_at: Date; app_created: Date }>(sql`
      select e.application_id, e.created_at, a.created_at as app_created from application_events e join applications a on a.id = e.application_id where e.company_id = ${companyId} order by e.id`);
    const now = Date.now();
    const last = new Map<number, number>();
    for (const e of events) {
      const t = new Date(e.created_at).getTime();
      expect(t).toBeLessThanOrEqual(now);
      expect(t).toBeGreaterThanOrEqual(new Date(e.app_created).getTime());
      expect(t).toBeGreaterThanOrEqual(last.get(e.application_id) ?? 0);
      last.set(e.application_id, t);
    }
    const weekend = events.filter((e) => [0, 6].includes(new Date(new Date(e.created_at).getTime() + 8 * 3_600_000).getUTCDay()));
    expect(weekend.length).toBe(0);
    const [records] = await rows<{ oldest: Date; n: number }>(sql`select min(created_at) as oldest, count(*)::int as n from resume_records where company_id = ${companyId}`);
    expect(records!.n).toBeGreaterThanOrEqual(events.length);
    expect((now - new Date(records!.oldest).getTime()) / DAY).toBeGreaterThan(120);
  });

  it('leaves the hiring manager resumes to screen, and 待入职 and 已入职 candidates', async () => {
    const [r] = await rows<{ waiting: number; answered: number }>(sql`
      select count(*) filter (where answered_at is null)::int as waiting, count(*) filter (where answered_at is not null)::int as answered from recommendations where company_id = ${companyId}`);
    expect(r!.waiting).toBeGreaterThan(0);
    expect(r!.answered).toBeGreaterThan(r!.waiting);
    const states = await rows<{ recruitment_state: number; n: number }>(sql`select recruitment_state, count(*)::int as n from applications where company_id = ${companyId} and recruitment_state is not null group by 1`);
    expect(states.find((s) => s.recruitment_state === 1)?.n ?? 0).toBeGreaterThan(3);
  });

  it('has an offer awaiting the hiring manager, one approved and one sent, and 背调 points to order a check with', async () => {
    // The offers still open; the history's were answered long ago (below).
    const offers = await rows<{ status: string }>(sql`select status from offers where company_id = ${companyId} and answered_at is null order by id`);
    expect(offers.map((o) => o.status)).toEqual(['approving', 'approved', 'sent']);
    const [balance] = await rows<{ balance: number }>(sql`select balance from point_balances where company_id = ${companyId} and kind = 'backgroundCheck'`);
    expect(balance!.balance).toBe(2000);
  });

  it('holds months of moves: stage visits, interviews, offers and entries spread over the half year', async () => {
    const monthsOf = async (query: ReturnType<typeof sql>) => (await rows<{ m: string }>(query)).map((x) => x.m);
    const china = (column: string) => sql.raw(`distinct to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM') as m`);
    const visits = await monthsOf(sql`select ${china('first_entered_at')} from application_stage_visits v join recruit_stages s on s.id = v.stage_id where v.company_id = ${companyId} and s.type = 2`);
    const interviews = await monthsOf(sql`select ${china('starts_at')} from interviews where company_id = ${companyId} and starts_at < now()`);
    const offers = await monthsOf(sql`select ${china('sent_at')} from offers where company_id = ${companyId} and sent_at is not null`);
    const entries = (await rows<{ m: string }>(sql`select distinct to_char(entry_date, 'YYYY-MM') as m from applications where company_id = ${companyId} and recruitment_state in (1, 5)`)).map((x) => x.m);
    expect(visits.length).toBeGreaterThanOrEqual(5);
    expect(interviews.length).toBeGreaterThanOrEqual(5);
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(entries.length, entries.join(' ')).toBeGreaterThanOrEqual(4);
    // Some were sent back a stage and entered it again; every left visit lasted a real time.
    const [again] = await rows<{ reentered: number; zero: number; left: number }>(sql`
      select count(*) filter (where entries > 1)::int as reentered, count(*) filter (where left_at is not null and seconds_in = 0)::int as zero,
             count(*) filter (where left_at is not null)::int as left
      from application_stage_visits where company_id = ${companyId}`);
    expect(again!.reentered).toBeGreaterThan(0);
    expect(again!.zero / again!.left).toBeLessThan(0.05);
    const [answered] = await rows<{ accepted: number; declined: number }>(sql`
      select count(*) filter (where status = 'accepted')::int as accepted, count(*) filter (where status = 'declined')::int as declined from offers where company_id = ${companyId}`);
    expect(answered!.accepted).toBeGreaterThan(3);
    expect(answered!.declined).toBeGreaterThan(3);
  });

  it('shows a funnel that narrows along the default process over the last six months', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: DEMO_ACCOUNTS[0].loginEmail, password: DEMO_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/funnel?from=${day(-182)}&to=${day(0)}`, headers: { token, source: '4' } });
    const { stages } = (res.json() as { data: Funnel }).data;
    expect(stages.map((s) => s.name)).toEqual(['初筛', '用人部门筛选', '面试', '复试', 'Offer', '体检']);
    const entered = stages.map((s) => s.entered);
    for (let i = 1; i < entered.length; i += 1) expect(entered[i], `${stages[i]!.name}: ${entered.join(' → ')}`).toBeLessThan(entered[i - 1]!);
    // Most stop at 初筛, fewer reach 面试, few an offer.
    expect(entered[0]).toBeGreaterThan(600);
    expect(entered[2]! / entered[0]!).toBeLessThan(0.35);
    expect(entered[4]! / entered[0]!).toBeLessThan(0.1);
    expect(entered[5]).toBeGreaterThan(5);
    expect(stages.reduce((n, s) => n + s.current, 0)).toBeGreaterThan(20);
  });

  it('set this month\'s and quarter\'s 招聘目标, which 招聘概览 shows part of the way there', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: DEMO_ACCOUNTS[0].loginEmail, password: DEMO_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/goals/progress?from=${today.slice(0, 8)}01&to=${today}`, headers: { token, source: '4' } });
    const { goals } = (res.json() as { data: GoalProgressBoard }).data;
    expect(goals.map((g) => `${g.kind} ${g.scopeName}`).sort()).toEqual(['month 全公司', 'month 后端组', 'quarter 全公司', 'quarter 陈思琪', 'quarter 销售部'].sort());
    for (const g of goals) {
      expect(g.progress.length, g.scopeName).toBeGreaterThanOrEqual(2);
      for (const p of g.progress) expect(p.target, `${g.scopeName} ${p.label}`).toBeGreaterThan(0);
    }
    // The company's own goals have something done already.
    expect(goals.filter((g) => g.scope === 'company').flatMap((g) => g.progress).some((p) => p.actual > 0)).toBe(true);
  });

  it('spreads its jobs over three recruiters, each a row of HR工作量 with work done', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: DEMO_ACCOUNTS[0].loginEmail, password: DEMO_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/recruiters?from=${day(-182)}&to=${day(0)}`, headers: { token, source: '4' } });
    const { recruiters } = (res.json() as { data: RecruiterBoard }).data;
    expect(recruiters.map((r) => r.name).sort()).toEqual(['刘佳怡', '孙浩然', '陈思琪'].sort());
    for (const r of recruiters) {
      expect(r.applications, r.name).toBeGreaterThan(50);
      expect(r.interviews, r.name).toBeGreaterThan(5);
      expect(r.hires, r.name).toBeGreaterThan(0);
    }
    expect(recruiters.reduce((n, r) => n + r.openJobs, 0)).toBe(DEMO_JOBS.filter((j) => j.closedDaysAgo === undefined).length);
    // Each recruiter worked his own jobs' candidates: the log names the job's owner.
    const [strangers] = await rows<{ n: number }>(sql`
      select count(*)::int as n from application_events e join applications a on a.id = e.application_id join jobs j on j.id = a.job_id
      where e.company_id = ${companyId} and e.kind in ('enter', 'move', 'eliminate') and e.actor_id <> j.owner_id`);
    expect(strangers!.n).toBe(0);
  });

  it('has its past interviews evaluated, mostly within a day, with a few no-shows, the results matching what came next', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: DEMO_ACCOUNTS[0].loginEmail, password: DEMO_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/interviews?from=${day(-182)}&to=${day(-1)}`, headers: { token, source: '4' } });
    const board = (res.json() as { data: InterviewBoard }).data;
    expect(board.totals.noShow).toBeGreaterThan(3);
    expect(board.totals.noShow / board.totals.scheduled).toBeLessThan(0.12);
    expect(board.onTimeRate).toBeGreaterThan(55);
    expect(board.onTimeRate).toBeLessThan(90);
    expect(board.interviewers.length).toBeGreaterThanOrEqual(4);
    const held = board.interviewers.reduce((n, i) => n + i.held, 0);
    const submitted = board.interviewers.reduce((n, i) => n + i.submitted, 0);
    const onTime = board.interviewers.reduce((n, i) => n + i.onTime, 0);
    // Most submitted, some late, a few never.
    expect(submitted / held).toBeGreaterThan(0.85);
    expect(submitted).toBeLessThan(held);
    expect(onTime).toBeLessThan(submitted);

    const [facts] = await rows<{ absent_evaluated: number; absent_signed: number; passed_stuck: number; failed_kept: number; passed_no: number; failed_yes: number; evaluations: number; outside: number }>(sql`
      select
        (select count(*)::int from interview_evaluations e join interviews i on i.id = e.interview_id where i.company_id = ${companyId} and i.result = ${InterviewResult.Absent}) as absent_evaluated,
        (select count(*)::int from interviews i where i.company_id = ${companyId} and i.result = ${InterviewResult.Absent} and i.signed_in_at is not null) as absent_signed,
        (select count(*)::int from interviews i where i.company_id = ${companyId} and i.result in (${InterviewResult.SecondRound}, ${InterviewResult.Passed})
           and not exists (select 1 from application_events m where m.application_id = i.application_id and m.kind = 'move' and m.created_at > i.starts_at)) as passed_stuck,
        (select count(*)::int from interviews i join applications a on a.id = i.application_id where i.company_id = ${companyId} and i.result = ${InterviewResult.Failed}
           and not (a.outcome = 3 and a.eliminated_at > i.starts_at)) as failed_kept,
        (select count(*)::int from interview_evaluations e join interviews i on i.id = e.interview_id where i.company_id = ${companyId} and i.result = ${InterviewResult.Passed} and e.recommendation = 4) as passed_no,
        (select count(*)::int from interview_evaluations e join interviews i on i.id = e.interview_id where i.company_id = ${companyId} and i.result = ${InterviewResult.Failed} and e.recommendation in (1, 2)) as failed_yes,
        (select count(*)::int from interview_evaluations where company_id = ${companyId}) as evaluations,
        (select count(*)::int from interview_evaluations e where e.company_id = ${companyId}
           and not exists (select 1 from interview_interviewers ii where ii.interview_id = e.interview_id and ii.account_id = e.account_id)) as outside`);
    expect(facts!.evaluations).toBeGreaterThan(200);
    // Whoever was hired or answered an offer passed an interview first, the API history's candidates as the others.
    const [unheard] = await rows<{ n: number }>(sql`
      select count(*)::int as n from applications a where a.company_id = ${companyId}
        and (a.recruitment_state in (1, 5) or exists (select 1 from offers o where o.application_id = a.id and o.answered_at is not null))
        and not exists (select 1 from interviews i where i.application_id = a.id and i.result = ${InterviewResult.Passed})`);
    expect(unheard!.n).toBe(0);
    expect(facts).toMatchObject({ absent_evaluated: 0, absent_signed: 0, passed_stuck: 0, failed_kept: 0, passed_no: 0, failed_yes: 0, outside: 0 });
  });

  it('seeds in reasonable time, even on a busy machine', () => {
    expect(seconds, `${seconds.toFixed(1)} s`).toBeLessThan(90);
  });
});
