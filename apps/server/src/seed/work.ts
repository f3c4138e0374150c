// The demo company's recruiting under way, so a first look at 职位, 招聘需求 and 流程管理 finds
// real work: an approved demand, open jobs with candidates spread over their stages (one scored), resumes
// pushed to the hiring manager (one screened), eliminated and awaiting-entry candidates.
// Written through the API as the demo staff would, so it obeys every rule the pages do.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client';
import { orgs } from '../modules/company/tables';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';

type Json = Record<string, unknown>;
type Client = { accountId: number; call: <T = Json>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => Promise<T> };

async function signIn(app: FastifyInstance, loginEmail: string): Promise<Client> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: loginEmail, password: DEMO_PASSWORD } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const call = async <T,>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> => {
    const res = await app.inject({ method, url, headers: { token }, ...(body === undefined ? {} : { payload: body as Json }) });
    const json = res.json() as { status: number | string; message?: string; data: T };
    if (String(json.status) !== '200') throw new Error(`demo data: ${method} ${url} answered ${json.status} ${json.message ?? ''}`);
    return json.data;
  };
  const info = await call<{ userId: number }>('GET', '/api/common/account/info');
  return { accountId: info.userId, call };
}

const account = (systemCode: number) => DEMO_ACCOUNTS.find((a) => a.systemCode === systemCode)!.loginEmail;

type JobPlan = { name: string; org: string; workPlace: string; minSalary: number; maxSalary: number; headcount: number; keyword: string; candidates: number; demand?: boolean; scored?: boolean };

const JOBS: JobPlan[] = [
  { name: 'Java开发工程师', org: '后端组', workPlace: '北京', minSalary: 25000, maxSalary: 40000, headcount: 2, keyword: 'Java', candidates: 14, demand: true, scored: true },
  { name: '前端开发工程师', org: '前端组', workPlace: '北京', minSalary: 20000, maxSalary: 35000, headcount: 2, keyword: '前端', candidates: 12 },
  { name: '产品经理', org: '产品部', workPlace: '上海', minSalary: 22000, maxSalary: 38000, headcount: 1, keyword: '产品', candidates: 8 },
  { name: '大客户销售经理', org: '销售部', workPlace: '杭州', minSalary: 15000, maxSalary: 30000, headcount: 4, keyword: '销售', candidates: 10 },
];

/** The stage (by position in the job's process) of each candidate, in turn. */
const SPREAD = [0, 0, 0, 0, 1, 1, 2, 2, 3, 4, 4, 5];
/** The candidate (by turn) whose offer was accepted: 待入职 from the Offer stage. */
const AWAITING_ENTRY = 9;

/** Two weeks from today in China, as the 待入职 candidate's entry date. */
const entryDate = () => new Date(Date.now() + 14 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

export async function seedDemoWork(app: FastifyInstance, db: Db, companyId: number): Promise<void> {
  // The requests below are the seed, not traffic: keep them out of the first start's console.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await writeWork(app, db, companyId);
  } finally {
    app.log.level = level;
  }
}

async function writeWork(app: FastifyInstance, db: Db, companyId: number): Promise<void> {
  const hr = await signIn(app, account(2));
  const hm = await signIn(app, account(3));
  const orgRows = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(and(eq(orgs.companyId, companyId), inArray(orgs.name, [...new Set(JOBS.map((j) => j.org))])));
  const orgId = (name: string) => orgRows.find((o) => o.name === name)!.id;

  // The hiring manager asks for two more Java engineers; with no 招聘需求审批 flow set it is approved at once.
  const demand = await hm.call<{ id: number }>('POST', '/api/demands', {
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
  });

  // The Java job scores its candidates: skills weigh most, the rest as the defaults say.
  const admin = await signIn(app, account(1));
  const scoring = await admin.call<{ id: number }>('POST', '/api/resume-scoring-rules', {
    name: '后端开发岗位评分',
    weights: { keywords: 40 },
    keywords: ['Java', 'Spring', 'MySQL', 'Redis', '微服务'],
  });

  const used = new Set<number>();
  for (const plan of JOBS) {
    const job = await hr.call<{ id: number }>('POST', '/api/jobs', {
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
      userPersonAccountIds: [hm.accountId],
      ...(plan.demand ? { demandIds: [demand.id] } : {}),
      ...(plan.scored ? { resumeScoringRulesId: scoring.id } : {}),
    });
    const stages = await hr.call<{ id: number; name: string; type: number }[]>('GET', `/api/jobs/${job.id}/stages`);
    const found = await hr.call<{ list: { id: number }[] }>('GET', `/api/resumes?keyword=${encodeURIComponent(plan.keyword)}&pageSize=50`);
    const resumeIds = found.list.map((r) => r.id).filter((id) => !used.has(id)).slice(0, plan.candidates);
    for (const [i, resumeId] of resumeIds.entries()) {
      used.add(resumeId);
      const { id } = await hr.call<{ id: number }>('POST', '/api/applications', { resumeId, jobId: job.id });
      const stage = stages[Math.min(SPREAD[i % SPREAD.length]!, stages.length - 1)]!;
      if (stage.id !== stages[0]!.id) await hr.call('POST', `/api/applications/${id}/move`, { stageId: stage.id });
      if (i === 0) {
        await hr.call('POST', `/api/applications/${id}/recommendations`, { message: '候选人背景与岗位匹配度较高，请您看看', replyBy: new Date(Date.now() + 2 * 86_400_000).toISOString() });
      } else if (i === 1) {
        await hr.call('POST', `/api/applications/${id}/recommendations`, { message: '请帮忙评估技术深度', replyBy: new Date(Date.now() + 86_400_000).toISOString() });
      } else if (i === 3) {
        await hr.call('POST', `/api/applications/${id}/eliminate`, { reason: '工作年限与岗位要求不符' });
      } else if (i === AWAITING_ENTRY && stage.type === 4) {
        await hr.call('POST', `/api/applications/${id}/staff-state`, { state: 5, date: entryDate() });
      }
    }
  }

  // The hiring manager has answered one of his pushed resumes.
  const inbox = await hm.call<{ list: { id: number }[] }>('GET', '/api/screening?pageSize=20');
  const first = inbox.list[0];
  if (first) await hm.call('POST', `/api/screening/${first.id}/feedback`, { result: 2, comment: '项目经历扎实，安排面试' });
}
