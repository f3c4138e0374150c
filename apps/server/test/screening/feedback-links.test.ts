import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/tables';
import { candidateFeedbackLinks } from '../../src/modules/candidate-feedback/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { resumes } from '../../src/modules/resumes/tables';
import { apply, eliminate, eventCount, expectFailure, expectInvalid, expectNotFound, okData, recordCount, toStageOfType, world, type World } from './fixtures';

type Created = { id: number; token: string; url: string; status: string; kind: string };
type Public = { status: string; kind: string; companyName: string; candidateName: string | null; jobName: string | null; answer: string | null };

let w: World;
beforeAll(async () => {
  w = await world();
});

const create = (who: World['hr'], appId: number, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: `/api/applications/${appId}/feedback-links`, payload });
const made = async (appId: number, kind: string) => okData<Created>(await create(w.hr, appId, { kind, days: 7 }));
const open = (token: string) => w.api(null, { method: 'GET', url: `/api/out/feedback/${token}` });
const answer = (token: string, payload: Record<string, unknown>) => w.api(null, { method: 'POST', url: `/api/out/feedback/${token}`, payload });

/** The mails to the application's candidate, by the address on his resume. */
async function candidateMails(appId: number) {
  const { db } = w.ctx.database;
  const [row] = await db.select({ email: resumes.email }).from(applications).innerJoin(resumes, eq(resumes.id, applications.resumeId)).where(eq(applications.id, appId));
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, row!.email!));
}

/** Puts the application into the company's Offer stage, where 待入职 is allowed. */
const toOffer = (appId: number) => toStageOfType(w.ctx, w.a.companyId, appId, 4);

describe('候选人反馈链接', () => {
  it('makes a link whose token only its hash keeps, and opens it without login', async () => {
    const appId = await apply(w, w.a, w.jobId, '林晓');
    const link = await made(appId, 'offer');
    expect(link.url).toBe(`http://bole.test/out/feedback/userc/offer?token=${link.token}`);
    const [row] = await w.ctx.database.db.select().from(candidateFeedbackLinks).where(eq(candidateFeedbackLinks.id, link.id));
    expect(row!.tokenHash).not.toContain(link.token);
    expect(await eventCount(w.ctx, appId, 'feedbackLink')).toBe(1);
    const res = await open(link.token);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(okData<Public>(res)).toMatchObject({ status: 'open', kind: 'offer', companyName: '星河智能科技有限公司', candidateName: '林晓', jobName: 'Java开发工程师', answer: null });
    expectFailure(await open('not-a-real-token'), 404, '50301');
  });

  it('mails the link to the candidate when asked (template 109), sealed in the outbox', async () => {
    const appId = await apply(w, w.a, w.jobId, '苏婉清');
    expect(await candidateMails(appId)).toEqual([]);
    const link = okData<Created>(await create(w.hr, appId, { kind: 'join', days: 3, sendEmail: true }));
    const [mail] = await candidateMails(appId);
    expect(mail).toMatchObject({ channel: 'email', templateType: 109, subject: expect.stringContaining('邀请您在线反馈：确认入职'), senderAccountId: w.hr.accountId });
    expect(mail!.text).toContain('72小时内有效');
    expect(mail!.html + mail!.text).not.toContain(link.token);
    expect(mail!.secretEncrypted).toBeTruthy();
  });

  it('takes one answer, records it, and answers 您已反馈 afterwards', async () => {
    const appId = await apply(w, w.a, w.jobId, '高远');
    const link = await made(appId, 'offer');
    const records = await recordCount(w.ctx, 'candidateFeedback');
    expectInvalid(await answer(link.token, { answer: 'maybe' }), 'answer');
    expect(okData<Public>(await answer(link.token, { answer: 'decline', comment: '已接受其他公司Offer' }))).toMatchObject({ status: 'answered', answer: 'decline', candidateName: null });
    expectFailure(await answer(link.token, { answer: 'accept' }), 409, '50304');
    expect(okData<Public>(await open(link.token)).status).toBe('answered');
    expect(await eventCount(w.ctx, appId, 'candidateFeedback')).toBe(1);
    expect(await recordCount(w.ctx, 'candidateFeedback')).toBe(records + 1);
    const list = okData<{ status: string; answer: string; comment: string }[]>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/feedback-links` }));
    expect(list[0]).toMatchObject({ status: 'answered', answer: 'decline', comment: '已接受其他公司Offer' });
  });

  it('a give-up link takes only 确认放弃', async () => {
    const appId = await apply(w, w.a, w.jobId, '邓超');
    const link = await made(appId, 'abandon');
    expectFailure(await answer(link.token, { answer: 'decline' }), 400, '50305');
    expect(okData<Public>(await answer(link.token, { answer: 'accept', comment: '家庭原因' })).status).toBe('answered');
  });

  it('a confirmed entry sets 待入职 through the process, or logs why it could not', async () => {
    const inOffer = await apply(w, w.a, w.jobId, '许晴');
    await toOffer(inOffer);
    okData(await answer((await made(inOffer, 'join')).token, { answer: 'accept' }));
    const [row] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, inOffer));
    expect(row!.recruitmentState).toBe(5);
    expect(await eventCount(w.ctx, inOffer, 'staff')).toBe(1);

    const inScreening = await apply(w, w.a, w.jobId, '何畅');
    okData(await answer((await made(inScreening, 'join')).token, { answer: 'accept' }));
    const [still] = await w.ctx.database.db.select().from(applications).where(eq(applications.id, inScreening));
    expect(still!.recruitmentState).toBeNull();
    expect(await eventCount(w.ctx, inScreening, 'candidateFeedback')).toBe(2);
  });

  it('expired and revoked links answer 链接已失效 and take no answer', async () => {
    const appId = await apply(w, w.a, w.jobId, '彭丽');
    const expired = await made(appId, 'join');
    await w.ctx.database.db.update(candidateFeedbackLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(candidateFeedbackLinks.id, expired.id));
    expect(okData<Public>(await open(expired.token))).toMatchObject({ status: 'expired', candidateName: null });
    expectFailure(await answer(expired.token, { answer: 'accept' }), 410, '50302');

    const revoked = await made(appId, 'join');
    expect(okData<{ status: string }>(await w.api(w.hr, { method: 'POST', url: `/api/applications/${appId}/feedback-links/${revoked.id}/revoke` })).status).toBe('revoked');
    expect(okData<Public>(await open(revoked.token)).status).toBe('revoked');
    expectFailure(await answer(revoked.token, { answer: 'accept' }), 410, '50303');
  });

  it('checks the kind and days, the role (403) and the company (404) without making links', async () => {
    const appId = await apply(w, w.a, w.jobId, '曾静');
    expectInvalid(await create(w.hr, appId, { kind: 'interview' }), 'kind');
    expectInvalid(await create(w.hr, appId, { kind: 'join', days: 2 }), 'days');
    const [before] = await w.ctx.database.db.select({ n: candidateFeedbackLinks.id }).from(candidateFeedbackLinks).where(eq(candidateFeedbackLinks.applicationId, appId));
    expect(before).toBeUndefined();
    expectFailure(await create(w.trainee, appId, { kind: 'join' }), 403);
    expectFailure(await create(w.hm, appId, { kind: 'join' }), 403);
    expectNotFound(await create(w.hr, w.otherApplicationId, { kind: 'join' }));
    expectNotFound(await w.api(w.hr, { method: 'GET', url: `/api/applications/${w.otherApplicationId}/feedback-links` }));
    const theirs = okData<Created>(await create(w.b, w.otherApplicationId, { kind: 'join' }));
    expectNotFound(await w.api(w.hr, { method: 'POST', url: `/api/applications/${w.otherApplicationId}/feedback-links/${theirs.id}/revoke` }));
    expectNotFound(await w.api(w.hr, { method: 'POST', url: `/api/applications/${appId}/feedback-links/${theirs.id}/revoke` }));
    expect(okData<Public>(await open(theirs.token)).status).toBe('open');
    await eliminate(w.ctx, appId);
    expectFailure(await create(w.hr, appId, { kind: 'join' }), 409, '50306');
  });
});
