import { Perm } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeShareLinks } from '../../src/modules/resumes/share.tables';
import { createTestContext, type Session } from '../helpers';
import { addAccount, createResume, customAccount, expectFailure, expectInvalid, okData, recordsOf, setup, type Setup } from './fixtures';

type Link = { id: number; resumeId: number; createdByName: string; showContact: boolean; showSalary: boolean; days: number; status: string; expiresAt: string; revokedAt: string | null; viewCount: number; createdAt: string };
type Created = Link & { token: string; url: string };
type Shared = { companyName: string; expiresAt: string; contactMasked: boolean; salaryHidden: boolean; resume: Record<string, unknown> & { workExperiences: Record<string, unknown>[]; educations: Record<string, unknown>[] } };

let s: Setup;
let resume: number;
let bResume: number;

beforeAll(async () => {
  s = await setup();
  resume = (await createResume(s.api, s.a, { name: '苏婉清', mobile: '13800001111', email: 'suwq@example.com', wechatCode: 'wx_suwanqing' })).id;
  bResume = (await createResume(s.api, s.b, { name: '远景候选人' })).id;
});

const url = (id: number) => `/api/resumes/${id}/shares`;
const create = (who: Session, id: number, payload: Record<string, unknown>) => s.api(who, { method: 'POST', url: url(id), payload });
const open = (token: string) => s.api(null, { method: 'GET', url: `/api/out/resumes/${token}` });
const linkCount = async () => (await s.ctx.database.db.select({ n: count() }).from(resumeShareLinks))[0]!.n;
const stored = async (id: number) => (await s.ctx.database.db.select().from(resumeShareLinks).where(eq(resumeShareLinks.id, id)))[0]!;

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) keysOf(v, into.add(k));
  return into;
}

describe('making share links', () => {
  it('answers the token once, stores only its hash, lists the link and records who shared', async () => {
    const link = okData<Created>(await create(s.a, resume, { days: 7, showContact: true }));
    expect(link).toMatchObject({ resumeId: resume, days: 7, showContact: true, showSalary: true, status: 'active', createdByName: '周明远', viewCount: 0 });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://bole.test/out/resume?token=${link.token}`);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const row = await stored(link.id);
    expect(row.tokenHash).not.toContain(link.token);
    expect(row.tokenHash).toHaveLength(64);
    const listed = okData<Link[]>(await s.api(s.a, { method: 'GET', url: url(resume) }));
    expect(listed[0]).toMatchObject({ id: link.id, status: 'active' });
    expect(keysOf(listed)).not.toContain('token');
    const record = (await recordsOf(s.ctx, resume)).find((r) => r.action === 'share');
    expect(record).toMatchObject({ operatorName: '周明远', note: '分享链接有效期7天，显示联系方式' });
  });

  it('accepts only 1, 3, 7 or 30 days', async () => {
    expect(expectInvalid(await create(s.a, resume, { days: 5 }), 'days')).toBe('有效期只能是1、3、7、30天');
    expectInvalid(await create(s.a, resume, {}), 'days');
    for (const days of [1, 3, 30]) expect(okData<Created>(await create(s.a, resume, { days })).days).toBe(days);
  });

  it('refuses contact details to a sharer without 250001 and a role without 250032 (403)', async () => {
    const sharer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeShare]);
    const before = await linkCount();
    expectFailure(await create(sharer, resume, { days: 3, showContact: true }), 403, '30042');
    expect(await linkCount()).toBe(before);
    const masked = okData<Created>(await create(sharer, resume, { days: 3 }));
    expect(masked).toMatchObject({ showContact: false, showSalary: false });
    const trainee = await addAccount(s.ctx, s.a.companyId, 10);
    expectFailure(await create(trainee, resume, { days: 3 }), 403, '40300');
    expectFailure(await s.api(trainee, { method: 'GET', url: url(resume) }), 403);
    expectFailure(await s.api(trainee, { method: 'POST', url: `${url(resume)}/${masked.id}/revoke` }), 403);
    expect((await stored(masked.id)).revokedAt).toBeNull();
  });
});

describe('GET /api/out/resumes/:token (public)', () => {
  it('opens the trimmed resume without login, with contact details when the link shows them, and counts views', async () => {
    const link = okData<Created>(await create(s.a, resume, { days: 1, showContact: true }));
    const res = await open(link.token);
    expect(res.headers['cache-control']).toBe('no-store');
    const shared = okData<Shared>(res);
    expect(shared).toMatchObject({ companyName: '星河智能科技有限公司', contactMasked: false, salaryHidden: false });
    expect(shared.resume).toMatchObject({ name: '苏婉清', mobile: '13800001111', email: 'suwq@example.com', wechatCode: 'wx_suwanqing', expectPosition: 'Java开发工程师', currentSalary: '25000' });
    expect(shared.resume.workExperiences[0]).toMatchObject({ companyName: '杭州云栖网络科技有限公司', workTime: '2018.03-至今' });
    expect(shared.resume.educations[0]).toMatchObject({ graduationSchool: '浙江大学' });
    const keys = keysOf(shared);
    for (const hidden of ['id', 'resumeId', 'companyId', 'ownerAccountId', 'referrerAccountId', 'tags', 'records', 'files', 'customFields', 'intentionStatus', 'duplicateOfId', 'sort']) expect(keys).not.toContain(hidden);
    okData(await open(link.token));
    expect((await stored(link.id)).viewCount).toBe(2);
  });

  it('masks contact details and hides salaries as the link was made', async () => {
    const sharer = await customAccount(s.ctx, s.a.companyId, 2, [Perm.TalentPoolView, Perm.ResumeShare]);
    const link = okData<Created>(await create(sharer, resume, { days: 7 }));
    const shared = okData<Shared>(await open(link.token));
    expect(shared).toMatchObject({ contactMasked: true, salaryHidden: true });
    expect(shared.resume).toMatchObject({ mobile: '138****1111', email: 's***@example.com', wechatCode: 'w***g', currentSalary: null, expectSalary: null });
  });

  it('says clearly in Chinese when a link is unknown, expired, revoked or its resume deleted', async () => {
    expect(expectFailure(await open('no-such-token'), 404, '30043').message).toContain('链接已失效');
    const expiring = okData<Created>(await create(s.a, resume, { days: 1 }));
    await s.ctx.database.db.update(resumeShareLinks).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(resumeShareLinks.id, expiring.id));
    expect(expectFailure(await open(expiring.token), 410, '30044').message).toContain('链接已失效');
    expect(okData<Link[]>(await s.api(s.a, { method: 'GET', url: url(resume) })).find((l) => l.id === expiring.id)?.status).toBe('expired');

    const revoked = okData<Created>(await create(s.a, resume, { days: 30 }));
    const after = okData<Link>(await s.api(s.a, { method: 'POST', url: `${url(resume)}/${revoked.id}/revoke` }));
    expect(after).toMatchObject({ status: 'revoked' });
    expect(after.revokedAt).not.toBeNull();
    expectFailure(await open(revoked.token), 410, '30045');
    // Revoking again changes nothing and records nothing more.
    okData(await s.api(s.a, { method: 'POST', url: `${url(resume)}/${revoked.id}/revoke` }));
    const revokes = (await recordsOf(s.ctx, resume)).filter((r) => r.action === 'shareRevoke');
    expect(revokes).toHaveLength(1);
    const createdInChina = new Date(revoked.createdAt).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 16);
    expect(revokes[0]!.note).toBe(`撤销了${createdInChina}创建的分享链接`);

    const doomed = (await createResume(s.api, s.a, { name: '韩冬' })).id;
    const gone = okData<Created>(await create(s.a, doomed, { days: 7 }));
    okData(await s.api(s.a, { method: 'DELETE', url: `/api/resumes/${doomed}` }));
    expectFailure(await open(gone.token), 410, '30046');
  });
});

describe('other companies and anonymous callers', () => {
  it('answers 404 for another company\'s resume and link ids and changes nothing', async () => {
    const link = okData<Created>(await create(s.a, resume, { days: 7 }));
    const before = await linkCount();
    expectFailure(await create(s.b, resume, { days: 7 }), 404);
    expectFailure(await s.api(s.b, { method: 'GET', url: url(resume) }), 404);
    expectFailure(await s.api(s.b, { method: 'POST', url: `${url(resume)}/${link.id}/revoke` }), 404);
    expectFailure(await s.api(s.b, { method: 'POST', url: `${url(bResume)}/${link.id}/revoke` }), 404);
    expect(await linkCount()).toBe(before);
    expect((await stored(link.id)).revokedAt).toBeNull();
    okData(await open(link.token));
  });

  it('answers 401 to anonymous callers except on the public link', async () => {
    const calls = [
      { method: 'GET' as const, url: url(resume) },
      { method: 'POST' as const, url: url(resume), payload: { days: 7 } },
      { method: 'POST' as const, url: `${url(resume)}/1/revoke` },
    ];
    for (const call of calls) expectFailure(await s.api(null, call), 401, '999');
  });
});

describe('per-IP limit on the public link', () => {
  it('answers 429 once one address opens too many links in a minute', async () => {
    const ctx = await createTestContext({ ipRateLimit: true });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await ctx.app.inject({ method: 'GET', url: `/api/out/resumes/guess${i}` })).statusCode);
    expect(statuses.slice(0, 30).every((code) => code === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
