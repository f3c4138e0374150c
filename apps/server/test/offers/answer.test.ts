// The candidate answers his offer through the offer mail's link (/out/feedback/offer), without
// login: he reads the offer in full and its letter, accepts (待入职 with the offer's entry date)
// or declines with one of the company's 拒绝Offer原因, once, until the deadline. HR is told in-app
// and by mail; the token appears in no answer and no log line.
import { type PublicOffer } from '@bole/domain';
import { and, eq, gt, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptSecret } from '../../src/platform/crypto';
import { applicationEvents, applications } from '../../src/modules/applications/tables';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { offers } from '../../src/modules/offers/tables';
import { listReasons } from '../../src/modules/reasons/service';
import { resumeRecords } from '../../src/modules/resumes/tables';
import type * as Scope from '../../src/platform/db/scope';
import { runAsSystem } from '../../src/platform/db/scope';
import { appWithLog } from '../helpers';
import { createOffer, expectFailure, expectInvalid, inOfferStage, okData, post, rootOrg, storedOffer, world, type World } from './fixtures';

// The companies the public routes narrowed the database to (the wrapper calls the real narrowScope).
const narrowed = vi.hoisted(() => [] as number[]);
vi.mock('../../src/platform/db/scope', async (importOriginal) => {
  const real = await importOriginal<typeof Scope>();
  return {
    ...real,
    narrowScope: (companyId: number) => {
      narrowed.push(companyId);
      real.narrowScope(companyId);
    },
  };
});

let w: World;
let org: number;

beforeAll(async () => {
  w = await world();
  org = await rootOrg(w.ctx, w.a.companyId);
});

async function lastMessageId(): Promise<number> {
  const [row] = await w.ctx.database.db.select({ id: max(outboxMessages.id) }).from(outboxMessages);
  return row?.id ?? 0;
}

/** An offer HR drafted and sent; the token read from the candidate's sealed mail, as he gets it. */
async function sentOffer(name: string, over: Record<string, unknown> = {}): Promise<{ appId: number; id: number; token: string }> {
  const appId = await inOfferStage(w, name);
  const id = await createOffer(w, w.hr, appId, org, over);
  const started = await lastMessageId();
  okData(await post(w, w.hr, `/api/offers/${id}/send`));
  const [mail] = await w.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.trigger, '发送Offer'), gt(outboxMessages.id, started)));
  const url = decryptSecret(w.ctx.app.deps.config.secretKey, mail!.secretEncrypted!);
  const token = new URL(url).searchParams.get('token')!;
  expect(url).toBe(`http://bole.test/out/feedback/offer?token=${token}`);
  return { appId, id, token };
}

const read = (token: string) => w.api(null, { method: 'GET', url: `/api/out/offers/${token}` });
const answer = (token: string, payload: Record<string, unknown>) => w.api(null, { method: 'POST', url: `/api/out/offers/${token}/answer`, payload });
const refuseReasons = () => runAsSystem(() => listReasons(w.ctx.database.db, w.a.companyId, { type: 'refuseOffer', enabled: true }));
const application = async (appId: number) => (await w.ctx.database.db.select().from(applications).where(eq(applications.id, appId)))[0]!;
/** The 候选人答复Offer notices (template 115) written after the message `afterId`. */
const answerNotices = (afterId: number) =>
  w.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.templateType, 115), gt(outboxMessages.id, afterId)));

describe('reading the offer by its link', () => {
  it('answers the offer in full (every salary as written), the deadline and the company reasons, never cached, nothing of the token', async () => {
    const { token, id } = await sentOffer('林晓峰');
    const res = await read(token);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(token);
    const body = okData<PublicOffer>(res);
    expect(body).toMatchObject({
      state: 'open',
      gone: null,
      answer: null,
      companyName: '星河智能科技有限公司',
      offer: {
        candidateName: '林晓峰',
        jobName: 'Java开发工程师',
        entryDate: '2026-12-01',
        probation: '3个月',
        probationSalary: '8000.50元/月（税前）',
        formalSalary: '10000.00元/月（税前）',
        salaryTypeName: '月薪',
        taxTypeName: '税前',
      },
    });
    expect(body.offer!.orgName).toBeTruthy();
    expect(body.offer!.deadline).toBe((await storedOffer(w.ctx, id)).expiresAt!.toISOString());
    expect(body.offer!.refuseReasons.map((r) => r.id)).toEqual((await refuseReasons()).map((r) => r.id));
    expect(body.offer!.refuseReasons.length).toBeGreaterThan(0);
  });

  it('answers the letter as a PDF to the link holder', async () => {
    const { token } = await sentOffer('周文博');
    const res = await w.api(null, { method: 'GET', url: `/api/out/offers/${token}/letter.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectFailure(await w.api(null, { method: 'GET', url: '/api/out/offers/not-a-real-token/letter.pdf' }), 404, '50511');
  });

  it('narrows the request to the offer’s company as soon as the token names it', async () => {
    const { token } = await sentOffer('许诺');
    narrowed.length = 0;
    okData(await read(token));
    okData(await answer(token, { answer: 'accept' }));
    expect([...new Set(narrowed)]).toEqual([w.a.companyId]);
  });

  it('refuses an unknown token with 50511', async () => {
    expectFailure(await read('not-a-real-token'), 404, '50511');
    expectFailure(await answer('not-a-real-token', { answer: 'accept' }), 404, '50511');
  });
});

describe('accepting', () => {
  it('accepts once: offer accepted, 待入职 with the entry date, history and operation record, HR told in-app and by mail', async () => {
    const { token, id, appId } = await sentOffer('苏婉清', { entryTime: '2026-12-15' });
    const started = await lastMessageId();
    const res = await answer(token, { answer: 'accept', comment: '期待加入！' });
    expect(res.body).not.toContain(token);
    expect(okData<PublicOffer>(res)).toMatchObject({ state: 'answered', answer: 'accept', offer: null });

    const row = await storedOffer(w.ctx, id);
    expect(row).toMatchObject({ status: 'accepted', answer: 'accept', declineReasonId: null });
    expect(row.answeredAt).toBeInstanceOf(Date);
    expect(await application(appId)).toMatchObject({ recruitmentState: 5, entryDate: '2026-12-15' });

    const events = await w.ctx.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, appId));
    expect(events.find((e) => e.kind === 'offerAnswer')?.note).toBe('候选人接受了Offer，入职时间2026年12月15日；补充说明：期待加入！');
    const records = await w.ctx.database.db.select().from(resumeRecords).where(eq(resumeRecords.resumeId, row.resumeId));
    expect(records.find((r) => r.action === 'offerAnswer')).toMatchObject({ operatorName: '候选人本人', note: '职位「Java开发工程师」：候选人接受了Offer，入职时间2026年12月15日；补充说明：期待加入！' });

    // The offer's creator (HR) and the job's 招聘负责人, each in-app and by mail.
    const notices = await answerNotices(started);
    expect(notices.map((n) => n.channel).sort()).toEqual(['app', 'app', 'email', 'email']);
    expect(notices.filter((n) => n.channel === 'app').map((n) => n.recipient).sort()).toEqual([String(w.hr.accountId), String(w.a.accountId)].sort());
    expect(notices.find((n) => n.channel === 'app')!.text).toContain('候选人苏婉清（Java开发工程师）接受了Offer，入职时间2026年12月15日');
    expect(notices.map((n) => n.html + n.text).join()).not.toContain(token);

    // The link now says only that he answered; a second answer is refused.
    expect(okData<PublicOffer>(await read(token))).toMatchObject({ state: 'answered', answer: 'accept', offer: null });
    expectFailure(await answer(token, { answer: 'decline', reasonId: (await refuseReasons())[0]!.id }), 409, '50514');
    expect((await storedOffer(w.ctx, id)).status).toBe('accepted');
  });

  it('takes only the first of two answers sent at the same moment', async () => {
    const { token, id } = await sentOffer('高远');
    const reasonId = (await refuseReasons())[0]!.id;
    const both = await Promise.all([answer(token, { answer: 'accept' }), answer(token, { answer: 'decline', reasonId })]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expectFailure(both.find((r) => r.statusCode === 409)!, 409, '50514');
    const won = both.find((r) => r.statusCode === 200)!;
    expect((await storedOffer(w.ctx, id)).answer).toBe(okData<PublicOffer>(won).answer);
    const events = await w.ctx.database.db.select().from(applicationEvents).where(eq(applicationEvents.kind, 'offerAnswer'));
    expect(events.filter((e) => (e.data as { offerId?: number } | null)?.offerId === id)).toHaveLength(1);
  });
});

describe('declining', () => {
  it('requires one of the company 拒绝Offer原因: none, another type, or another company’s is refused with nothing written', async () => {
    const { token, id } = await sentOffer('陈默');
    expectInvalid(await answer(token, { answer: 'decline' }), 'reasonId');
    expectInvalid(await answer(token, { answer: 'maybe' }), 'answer');
    const elimination = (await runAsSystem(() => listReasons(w.ctx.database.db, w.a.companyId, { type: 'elimination' })))[0]!.id;
    expectFailure(await answer(token, { answer: 'decline', reasonId: elimination }), 400, '50515');
    const foreign = (await runAsSystem(() => listReasons(w.ctx.database.db, w.b.companyId, { type: 'refuseOffer' })))[0]!.id;
    expectFailure(await answer(token, { answer: 'decline', reasonId: foreign }), 400, '50515');
    expectInvalid(await answer(token, { answer: 'accept', comment: '长'.repeat(101) }), 'comment');
    expect(await storedOffer(w.ctx, id)).toMatchObject({ status: 'sent', answer: null, answeredAt: null });
  });

  it('declines with the reason; hostile text is kept as text and escaped in the mail to HR', async () => {
    const { token, id, appId } = await sentOffer('沈清');
    const reason = (await refuseReasons())[0]!;
    const started = await lastMessageId();
    const hostile = '<script>alert(1)</script>${personName}';
    okData(await answer(token, { answer: 'decline', reasonId: String(reason.id), comment: hostile }));
    expect(await storedOffer(w.ctx, id)).toMatchObject({ status: 'declined', answer: 'decline', declineReasonId: reason.id, declineReason: `${reason.name}：${hostile}` });
    expect((await application(appId)).recruitmentState).toBeNull();
    const mail = (await answerNotices(started)).find((n) => n.channel === 'email')!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain(`拒绝了Offer，原因：${reason.name}；补充说明：${hostile}`);
    expectFailure(await answer(token, { answer: 'accept' }), 409, '50514');
  });
});

describe('links that no longer take an answer', () => {
  it('an expired offer reads as expire and refuses the answer and the letter', async () => {
    const { token, id, appId } = await sentOffer('韩梅');
    await w.ctx.database.db.update(offers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(offers.id, id));
    expect(okData<PublicOffer>(await read(token))).toMatchObject({ state: 'expired', gone: 'expired', offer: null });
    expectFailure(await answer(token, { answer: 'accept' }), 410, '50512');
    expectFailure(await w.api(null, { method: 'GET', url: `/api/out/offers/${token}/letter.pdf` }), 410, '50512');
    expect((await storedOffer(w.ctx, id)).status).toBe('sent');
    expect((await application(appId)).recruitmentState).toBeNull();
  });

  it('a cancelled offer reads as cancelled and refuses the answer and the letter', async () => {
    const { token, id, appId } = await sentOffer('李雷');
    okData(await post(w, w.hr, `/api/offers/${id}/cancel`, { reason: '岗位调整' }));
    expect(okData<PublicOffer>(await read(token))).toMatchObject({ state: 'expired', gone: 'cancelled', offer: null });
    expectFailure(await answer(token, { answer: 'accept' }), 410, '50513');
    expectFailure(await w.api(null, { method: 'GET', url: `/api/out/offers/${token}/letter.pdf` }), 410, '50513');
    expect(await storedOffer(w.ctx, id)).toMatchObject({ status: 'cancelled', answer: null });
    expect((await application(appId)).recruitmentState).toBeNull();
  });
});

it('logs no token and no link', async () => {
  const { app, lines } = await appWithLog(w.ctx, 'debug');
  try {
    const { token } = await sentOffer('赵敏');
    for (const res of [await app.inject({ method: 'GET', url: `/api/out/offers/${token}` }), await app.inject({ method: 'POST', url: `/api/out/offers/${token}/answer`, payload: { answer: 'accept' } })]) {
      expect(res.statusCode, res.body).toBe(200);
    }
    const all = lines.join('\n');
    expect(all).toContain('/api/out/offers/:token');
    expect(all).not.toContain(token);
  } finally {
    await app.close();
  }
});
