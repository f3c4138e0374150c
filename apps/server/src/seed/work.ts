// The demo company in the middle of its hiring year: the plan of history-plan.ts (a demand,
// jobs opened and closed over months, candidates screened, pushed to the hiring manager,
// interviewed, eliminated and hired) written through the API as the demo staff would, so it
// obeys every rule the pages do; then every row it wrote is dated when the plan says.
import type { ReasonType } from '@bole/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client';
import { orgs } from '../modules/company/tables';
import { resumes } from '../modules/resumes/tables';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_RECRUITERS } from './demo';
import { DEMO_JOBS, planHistory, type Step } from './history-plan';
import { seedHistoryInterviews } from './history-interviews';
import { seedDemoInterviews } from './interviews';
import { seedDemoOffers } from './offers';
import { seedDemoVolume } from './demo-volume';
import { seedDemoGoals } from './goals';
import { redate, startClock } from './clock';
import { random } from './random';
import { trackOfTitle } from './tracks';

type Json = Record<string, unknown>;
export type Client = { accountId: number; call: <T = Json>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) => Promise<T> };

async function signIn(app: FastifyInstance, loginEmail: string): Promise<Client> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: loginEmail, password: DEMO_PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const call = async <T,>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown): Promise<T> => {
    const res = await app.inject({ method, url, headers: { token }, ...(body === undefined ? {} : { payload: body as Json }) });
    const json = res.json() as { status: number | string; message?: string; data: T };
    if (String(json.status) !== '200') throw new Error(`demo data: ${method} ${url} answered ${json.status} ${json.message ?? ''}`);
    return json.data;
  };
  const info = await call<{ userId: number }>('GET', '/api/common/account/info');
  return { accountId: info.userId, call };
}

const account = (systemCode: number) => DEMO_ACCOUNTS.find((a) => a.systemCode === systemCode)!.loginEmail;
/** The seed of the demo's history, so every install (and test) gets the same months. */
const HISTORY_SEED = 2026;
/** Candidates written at once. */
const LANES = 4;

/** Writes the demo company's recruiting history; `owner` (the tables' owner) dates the rows afterwards. */
export async function seedDemoWork(app: FastifyInstance, owner: Db, companyId: number, now = new Date()): Promise<void> {
  // The requests below are the seed, not traffic: keep them out of the first start's console.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await writeWork(app, owner, companyId, now);
  } finally {
    app.log.level = level;
  }
}

/** The demo pool's resume ids by career track (the track of the latest job title), in id order. */
async function poolByTrack(db: Db, companyId: number): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ id: resumes.id, title: resumes.lastJobTitle })
    .from(resumes)
    .where(and(eq(resumes.companyId, companyId), isNull(resumes.deletedAt)))
    .orderBy(resumes.id);
  const pool = new Map<string, number[]>();
  for (const row of rows) {
    const track = trackOfTitle(row.title ?? '');
    if (track) pool.set(track.key, [...(pool.get(track.key) ?? []), row.id]);
  }
  return pool;
}

async function writeWork(app: FastifyInstance, db: Db, companyId: number, now: Date): Promise<void> {
  const hr = await signIn(app, account(2));
  const hm = await signIn(app, account(3));
  const admin = await signIn(app, account(1));
  // Each job's 招聘负责人 opens it and works its candidates.
  const recruiters = new Map<string, Client>([[DEMO_ACCOUNTS[2].userName, hr]]);
  for (const a of DEMO_RECRUITERS) recruiters.set(a.userName, await signIn(app, a.loginEmail));
  const recruiterOf = (job: number) => recruiters.get(DEMO_JOBS[job]!.recruiter)!;
  const orgRows = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(and(eq(orgs.companyId, companyId), inArray(orgs.name, [...new Set(DEMO_JOBS.map((j) => j.org))])));
  const orgId = (name: string) => orgRows.find((o) => o.name === name)!.id;
  const reasons = await hr.call<{ id: number; type: ReasonType; name: string }[]>('GET', '/api/archive-reasons');
  const reasonId = (type: ReasonType, name: string) => reasons.find((x) => x.type === type && x.name === name)?.id;

  const r = random(HISTORY_SEED);
  const steps = planHistory(r, now, await poolByTrack(db, companyId));
  const clock = startClock();
  const jobIds: number[] = [];
  const stageIds: number[][] = [];
  const appIds = new Map<number, number>();
  const resumeOf = new Map<number, number>();
  const pushIds = new Map<number, number>();
  const resumeDates = new Map<number, { created: Date; updated: Date }>();
  let demandId = 0;
  let scoringId = 0;

  const perform = async (step: Step) => {
    clock.tick(step.at, 'app' in step ? step.app : undefined);
    switch (step.kind) {
      case 'demand': {
        // The hiring manager asks for two more Java engineers; with no 招聘需求审批 flow set it is approved at once.
        demandId = (
          await hm.call<{ id: number }>('POST', '/api/demands', {
            name: 'Java开发工程师',
            orgId: orgId('后端组'),
            headcount: 2,
            reason: 1,
            reasonNote: '交易中台二期立项，后端需扩充两名有高并发经验的工程师',
            minSalary: 25000,
            maxSalary: 40000,
            workPlace: '北京',
            requirement: '3年以上Java开发经验，熟悉Spring Cloud与MySQL调优',
            priority: 2,
            submit: true,
          })
        ).id;
        // The Java job scores its candidates: skills weigh most, the rest as the defaults say.
        scoringId = (await admin.call<{ id: number }>('POST', '/api/resume-scoring-rules', { name: '后端开发岗位评分', weights: { keywords: 40 }, keywords: ['Java', 'Spring', 'MySQL', 'Redis', '微服务'] })).id;
        return;
      }
      case 'open': {
        const plan = DEMO_JOBS[step.job]!;
        const owner = recruiterOf(step.job);
        const job = await owner.call<{ id: number }>('POST', '/api/jobs', {
          name: plan.name,
          orgId: orgId(plan.org),
          salaryType: 1,
          minSalary: plan.minSalary,
          maxSalary: plan.maxSalary,
          headcount: plan.headcount,
          workPlace: plan.workPlace,
          nature: 1,
          recruitType: 2,
          describe: `负责${plan.org}${plan.name}相关工作，与产品、设计和测试紧密协作，按期交付高质量成果。`,
          ...(plan.pushed ? { userPersonAccountIds: [hm.accountId] } : {}),
          ...(plan.demand ? { demandIds: [demandId] } : {}),
          ...(plan.scored ? { resumeScoringRulesId: scoringId } : {}),
        });
        jobIds[step.job] = job.id;
        stageIds[step.job] = (await owner.call<{ id: number }[]>('GET', `/api/jobs/${job.id}/stages`)).map((s) => s.id);
        return;
      }
      case 'close':
        await recruiterOf(step.job).call('PATCH', `/api/jobs/${jobIds[step.job]}`, { status: 2 });
        return;
      case 'enter': {
        const { id } = await recruiterOf(step.job).call<{ id: number }>('POST', '/api/applications', { resumeId: step.resumeId, jobId: jobIds[step.job] });
        appIds.set(step.app, id);
        resumeOf.set(step.app, step.resumeId);
        // The resume came in a few hours before it was added to the job.
        resumeDates.set(step.app, { created: new Date(step.at.getTime() - r.int(1, 20) * 3_600_000), updated: step.at });
        return;
      }
      case 'move': {
        const stages = stageIds[step.job]!;
        await recruiterOf(step.job).call('POST', `/api/applications/${appIds.get(step.app)}/move`, { stageId: stages[Math.min(step.stage, stages.length - 1)] });
        break;
      }
      case 'push': {
        // The reply-by time must lie ahead when pushing; it is dated with the rest below.
        const pushed = await recruiterOf(step.job).call<{ created: { id: number }[] }>('POST', `/api/applications/${appIds.get(step.app)}/recommendations`, {
          message: '候选人背景与岗位匹配度较高，请您看看',
          replyBy: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        });
        pushIds.set(step.app, pushed.created[0]!.id);
        break;
      }
      case 'feedback':
        await hm.call('POST', `/api/screening/${pushIds.get(step.app)}/feedback`, { result: step.passed ? 2 : 3, comment: step.comment });
        break;
      case 'eliminate':
        await recruiterOf(step.job).call('POST', `/api/applications/${appIds.get(step.app)}/eliminate`, { reason: step.reason, reasonId: reasonId(step.reasonType, step.reason), reasonType: step.reasonType });
        break;
      case 'staff':
        await recruiterOf(step.job).call('POST', `/api/applications/${appIds.get(step.app)}/staff-state`, { state: step.state, date: step.date });
        break;
    }
    const dates = resumeDates.get(step.app);
    if (dates) dates.updated = step.at;
  };
  // The company's steps in turn, then the candidates a few at a time (each one's steps in
  // turn), then the closings: the clock dates each row by its own line of steps.
  const own = (step: Step) => !('app' in step);
  for (const step of steps.filter((x) => own(x) && x.kind !== 'close')) await perform(step);
  const lines = new Map<number, Step[]>();
  for (const step of steps) if ('app' in step) lines.set(step.app, [...(lines.get(step.app) ?? []), step]);
  const queue = [...lines.values()];
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      for (let line = queue.shift(); line; line = queue.shift()) for (const step of line) await perform(step);
    }),
  );
  for (const step of steps.filter((x) => x.kind === 'close')) await perform(step);
  const candidates = new Map([...appIds].map(([key, applicationId]) => [key, { applicationId, resumeId: resumeOf.get(key)! }]));
  await redate(db, companyId, clock, candidates);
  // The trigger counted the seconds in each stage at the real (seed-time) pace; a visit entered once lasted from its redated entry to its redated exit.
  await db.execute(sql`update application_stage_visits set seconds_in = greatest(0, floor(extract(epoch from left_at - last_entered_at)))::bigint where company_id = ${companyId} and entries = 1 and left_at is not null`);
  await dateRows(db, companyId, resumeDates, appIds);
  await seedDemoInterviews(hr, hm, db, companyId, now);
  const ownerOf = new Map(jobIds.map((id, job) => [id, recruiterOf(job)]));
  await seedDemoOffers(admin, (jobId) => ownerOf.get(jobId) ?? hr, hm, db, companyId, now);
  await seedHistoryInterviews(db, companyId, [...appIds.values()], now);
  await seedDemoVolume(db, companyId, now);
  // Goals last, sized on the history just written.
  await seedDemoGoals(admin, now, { backendOrg: orgId('后端组'), salesOrg: orgId('销售部'), hr: hr.accountId });
  // The history's mails are months old: those still waiting are not sent now, and say why.
  await db.execute(
    sql`update outbox_messages set status = 'cancelled', error = '演示数据的历史消息，不再发送' where company_id = ${companyId} and channel <> 'app' and status = 'queued' and sending_at is null`,
  );
}

/** The dates that are not "when a row was written": reply-by times and the candidates' resumes. */
async function dateRows(db: Db, companyId: number, resumeDates: Map<number, { created: Date; updated: Date }>, appIds: Map<number, number>): Promise<void> {
  await db.transaction(async (tx) => {
    // A push gave its hiring manager two days to answer.
    await tx.execute(sql`update recommendations set reply_by = created_at + interval '2 days' where company_id = ${companyId}`);
    // A candidate's resume entered the pool shortly before the application; it was last touched by the latest step.
    const rows = [...resumeDates].map(([app, d]) => sql`(${appIds.get(app)!}::bigint, ${d.created.toISOString()}::timestamptz, ${d.updated.toISOString()}::timestamptz)`);
    if (rows.length === 0) return;
    await tx.execute(sql`
      update resumes r set created_at = v.created, updated_at = v.updated
      from (values ${sql.join(rows, sql`, `)}) as v(application_id, created, updated)
      join applications a on a.id = v.application_id
      where r.id = a.resume_id and r.company_id = ${companyId}`);
  });
}
