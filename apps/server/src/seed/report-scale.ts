// `npx --no-install bole seed --reports`: a tenant at the scale the reports must answer on (issue 16): 100,000
// resumes, about 200 jobs opened over the last 12 months with about 870 applications each moving
// through the default process (about 300,000 stage visits, recorded by the trigger as they are
// written) and 20,000 interviews. Resumable: resumes are topped up to the target, jobs are
// found by name, and a job that already holds applications is skipped, so a rerun after an
// interruption finishes the work and a rerun after completion adds nothing.
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { accounts, orgs, roles } from '../modules/company/tables';
import { jobs } from '../modules/jobs/tables';
import { ensureDefaultProcess } from '../modules/processes/defaults';
import { stagesOfProcesses } from '../modules/processes/job-stages';
import { resumes } from '../modules/resumes/tables';
import { planJobCandidates, type BulkJob } from './bulk-plan';
import { reasonIds, writeCandidates, type BulkActor, type BulkJobInfo } from './bulk-write';
import { DEMO_ACCOUNTS } from './demo';
import { random } from './random';
import { seedResumes } from './resumes';

export type ReportScale = { resumes: number; jobs: number; perJob: number; months: number; interviews: number };
export const REPORT_SCALE: ReportScale = { resumes: 100_000, jobs: 200, perJob: 870, months: 12, interviews: 20_000 };

const DAY = 86_400_000;
const PREFIX = '基准职位';
const TITLES = ['Java开发工程师', '前端开发工程师', '测试工程师', '产品经理', '销售代表', '客服专员', '会计', '用户运营', '算法工程师', 'UI设计师'];
/** Interview-stage visits per application the plan makes on average (面试 and 复试), to spread the interview total. */
const INTERVIEW_VISITS = 0.3;

/** Job k of the benchmark: its name, and when it opened and (every fourth one) closed. */
function jobPlan(k: number, s: ReportScale, now: number) {
  const opened = now - (30 + ((k * 37) % (s.months * 30 - 30))) * DAY;
  const closed = k % 4 === 3 ? Math.min(now - DAY, opened + (60 + ((k * 13) % 90)) * DAY) : null;
  return { name: `${PREFIX}${String(k + 1).padStart(3, '0')}·${TITLES[k % TITLES.length]}`, opened: new Date(opened), closed: closed === null ? null : new Date(closed) };
}

export async function seedReportScale(db: Db, companyId: number, s: ReportScale = REPORT_SCALE, log: (m: string) => void = () => {}): Promise<{ applications: number; visits: number; interviews: number }> {
  const now = Date.now();
  const have = await db.$count(resumes, eq(resumes.companyId, companyId));
  if (have < s.resumes) {
    log(`简历 ${have} → ${s.resumes}`);
    await seedResumes(db, companyId, s.resumes - have, { log: (m) => log(`简历 ${m}`) });
  }
  const pool = (await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.companyId, companyId)).orderBy(asc(resumes.id)).limit(s.resumes)).map((x) => x.id);

  const departments = await db.select({ id: orgs.id }).from(orgs).where(and(eq(orgs.companyId, companyId), sql`${orgs.parentId} is not null`)).orderBy(asc(orgs.id));
  const orgIds = departments.length ? departments.map((o) => o.id) : (await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.companyId, companyId))).map((o) => o.id);
  const plans = Array.from({ length: s.jobs }, (_, k) => jobPlan(k, s, now));
  const existing = new Set((await db.select({ name: jobs.name }).from(jobs).where(and(eq(jobs.companyId, companyId), like(jobs.name, `${PREFIX}%`)))).map((j) => j.name));
  const missing = plans.map((p, k) => ({ ...p, k })).filter((p) => !existing.has(p.name));
  if (missing.length) {
    await db.insert(jobs).values(
      missing.map((p) => ({
        companyId,
        name: p.name,
        orgId: orgIds[p.k % orgIds.length]!,
        workPlace: ['北京', '上海', '杭州', '深圳'][p.k % 4]!,
        headcount: 1 + (p.k % 5),
        minSalaryFen: (10 + (p.k % 10)) * 100_000,
        maxSalaryFen: (20 + (p.k % 10)) * 100_000,
        describe: '性能基准用职位',
        status: p.closed ? 2 : 1,
        openedAt: p.opened,
        closedAt: p.closed,
        createdAt: p.opened,
        updatedAt: p.closed ?? p.opened,
      })),
    );
  }
  const jobRows = await db
    .select({ id: jobs.id, name: jobs.name, orgId: jobs.orgId, headcount: jobs.headcount })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.name, plans.map((p) => p.name))));
  const byName = new Map(jobRows.map((j) => [j.name, j]));

  const processId = await db.transaction((tx) => ensureDefaultProcess(tx, companyId));
  const stages = (await stagesOfProcesses(db, companyId, [processId])).get(processId)!.filter((x) => x.enabled);
  const stageNames = new Map(stages.map((x) => [x.id, x.name]));
  const people = await db
    .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(and(eq(accounts.companyId, companyId), inArray(roles.systemCode, [1, 2, 3, 8])))
    .orderBy(asc(accounts.id));
  const hr = people.find((p) => p.email === DEMO_ACCOUNTS[2].loginEmail) ?? people[0]!;
  const actor: BulkActor = { id: hr.id, name: hr.name, interviewerIds: people.map((p) => p.id) };
  const reasons = await reasonIds(db, companyId);
  const counted = async () =>
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from interviews where company_id = ${companyId} and uid like 'seed-%'`)).rows[0]!.n;
  let interviews = await counted();

  for (const [k, p] of plans.entries()) {
    const job = byName.get(p.name)!;
    const started = await db.execute(sql`select 1 from applications where company_id = ${companyId} and job_id = ${job.id} limit 1`);
    if (started.rows.length) continue;
    const left = (s.jobs - k) * s.perJob * INTERVIEW_VISITS;
    const interviewRate = Math.max(0, Math.min(1, (s.interviews - interviews) / left));
    const bulkJob: BulkJob = { jobId: job.id, stageIds: stages.map((x) => x.id), from: p.opened, until: p.closed ?? new Date(now), closed: p.closed !== null, maxHires: job.headcount ?? 1 };
    const picked = Array.from({ length: s.perJob }, (_, i) => pool[(k * s.perJob + i) % pool.length]!);
    const planned = planJobCandidates(random(companyId * 1009 + k), bulkJob, picked, new Date(now), { interviewRate });
    const info = new Map<number, BulkJobInfo>([[job.id, { name: job.name, orgId: job.orgId, stageNames, firstStageId: stages[0]!.id }]]);
    await db.transaction((tx) => writeCandidates(tx, companyId, actor, info, reasons, planned));
    interviews += planned.reduce((n, c) => n + c.interviews.length, 0);
    log(`职位 ${k + 1}/${s.jobs}，面试 ${interviews}`);
  }
  await db.execute(sql`vacuum (analyze) applications, application_stage_visits, application_events, resume_records, interviews, interview_interviewers, offers`);
  const [totals] = (
    await db.execute<{ applications: number; visits: number; interviews: number }>(sql`
      select (select count(*)::int from applications where company_id = ${companyId}) as applications,
             (select coalesce(sum(entries), 0)::int from application_stage_visits where company_id = ${companyId}) as visits,
             (select count(*)::int from interviews where company_id = ${companyId}) as interviews`)
  ).rows;
  return totals!;
}
