import type { LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../src/platform/auth/password';
import { accounts, roles } from '../../src/modules/company/tables';
import { resumeRecords, resumes, resumeViewers } from '../../src/modules/resumes/tables';
import { okData, twoCompanies, type Api } from '../company/fixtures';
import { unique, type Session, type TestContext } from '../helpers';

export { addAccount } from '../helpers';
export { expectFailure, expectInvalid, okData, type Api } from '../company/fixtures';

let seq = 0;
/** A mobile unique within the test file. */
export function mobile(): string {
  seq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
}

/** A realistic resume body as the parser prints it, with a fresh phone and e-mail. */
export function resumeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const m = mobile();
  return {
    name: '陈思远',
    gender: 1,
    birthYear: 1992,
    mobile: m,
    email: `c${m}@example.com`,
    wechatCode: `wx_${m}`,
    workCity: '杭州',
    hometownCity: '绍兴',
    expectCity: '上海',
    expectPosition: 'Java开发工程师',
    expectIndustry: '互联网/电子商务',
    currentSalary: '25000',
    expectSalary: '30000-35000',
    educations: [{ graduationSchool: '浙江大学', degree: '本科', professional: '软件工程', eduTime: '2010.09-2014.06' }],
    workExperiences: [
      {
        companyName: '杭州云栖网络科技有限公司',
        jobName: '高级Java工程师',
        workTime: '2018.03-至今',
        department: '交易平台部',
        workContent: '负责订单系统的架构设计与性能优化，支撑双十一峰值流量',
      },
      { companyName: '宁波银河软件有限公司', jobName: 'Java工程师', workTime: '2014.07-2018.02', workContent: '参与银行核心系统开发' },
    ],
    projects: [{ projectTime: '2020.01-2020.12', projectName: '订单中心重构', projectDesc: '拆分单体为微服务', responsibilityDesc: '负责库存模块' }],
    trainings: [{ trainingTime: '2019.05-2019.06', trainingOrganization: '阿里云大学', trainingName: '云原生架构', trainingPlace: '杭州', trainingCertificate: 'ACP', trainingDesc: 'Kubernetes 与服务网格' }],
    ...overrides,
  };
}

export type Setup = { ctx: TestContext; api: Api; a: Session; b: Session };
export const setup = twoCompanies;

/** Creates a resume through the API and answers its id and parse status. */
export async function createResume(api: Api, session: Session, overrides: Record<string, unknown> = {}) {
  return okData<{ id: number; parseStatus: number; duplicateOfId: number | null; duplicateKind: string | null }>(
    await api(session, { method: 'POST', url: '/api/resumes', payload: resumeBody(overrides) }),
  );
}

export async function storedRow(ctx: TestContext, id: number) {
  return (await ctx.database.db.select().from(resumes).where(eq(resumes.id, id)))[0];
}

export async function recordsOf(ctx: TestContext, id: number) {
  return ctx.database.db.select().from(resumeRecords).where(eq(resumeRecords.resumeId, id));
}

export type Res = LightMyRequestResponse;

/** An account with a custom role holding exactly `codes` (social and campus), logged in. */
export async function customAccount(ctx: TestContext, companyId: number, roleType: number, codes: number[]): Promise<Session> {
  const { db } = ctx.database;
  const u = unique();
  const [role] = await db
    .insert(roles)
    .values({ companyId, name: `自定义角色${u.mobile.slice(-6)}`, kind: 'custom', roleType, socialCodes: codes, campusCodes: codes })
    .returning({ id: roles.id });
  const password = 'bole2026x';
  await db.insert(accounts).values({ companyId, userName: '孙立新', loginEmail: u.email, loginMobile: u.mobile, passwordHash: await hashPassword(password), roleId: role!.id });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: u.email, password } });
  const data = res.json().data;
  return { token: data.token, accountId: data.user.userId, companyId };
}

/** Pushes a resume to an account, as the process area will (resume_viewers). */
export async function pushTo(ctx: TestContext, companyId: number, resumeId: number, accountId: number): Promise<void> {
  await ctx.database.db.insert(resumeViewers).values({ companyId, resumeId, accountId, reason: '推送给用人部门' });
}

/** How many resumes and resume records the database holds (all companies). */
export async function counts(ctx: TestContext): Promise<{ resumes: number; records: number }> {
  const [r] = await ctx.database.db.select({ n: count() }).from(resumes);
  const [h] = await ctx.database.db.select({ n: count() }).from(resumeRecords);
  return { resumes: r?.n ?? 0, records: h?.n ?? 0 };
}

/** GET /api/resumes with a query string built from `query`; answers the page. */
export async function search(api: Api, session: Session, query: Record<string, string | number | boolean>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return okData<{ list: { id: number; name: string; highlights: string[]; mobile: string | null; email: string | null }[]; total: number; page: number; pageSize: number }>(
    await api(session, { method: 'GET', url: `/api/resumes?${qs}` }),
  );
}
