// Offer审批 and sending: without a flow an offer is sent at once (its approval passes in the
// trail); under a flow whose condition asks a director for a regular salary of 30000 元/月 or
// more (年薪 / 12), sending waits for the approval, a rejection sends it back for an edit and a
// new round, and withdrawing takes it back. The candidate's mail goes through the outbox with his
// answer link sealed (never in an answer or the outbox text). Field visibility follows the offer
// field codes: a role without 100006 neither sees nor sets 转正薪资, nor reads it as an approver.
import { ResumeAction, type ApprovalDetail, type OfferDetail, type OfferSent } from '@bole/domain';
import { and, eq, gt, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { SECRET_MARK } from '../../src/modules/messaging/send';
import { resumeRecords } from '../../src/modules/resumes/tables';
import { act as decide, approve, condition, people, saveFlow } from '../approvals/fixtures';
import { offers } from '../../src/modules/offers/tables';
import { addAccount, appWithLog, call, type Session } from '../helpers';
import { createOffer, expectFailure, getOffer, hrWithout, inOfferStage, offerBody, okData, post, rootOrg, storedOffer, world, type World } from './fixtures';

let w: World;
let org: number;
let director: Session;

beforeAll(async () => {
  w = await world();
  org = await rootOrg(w.ctx, w.a.companyId);
  director = await addAccount(w.ctx, w.a.companyId, 8);
});

const send = (who: Session, id: number, payload: Record<string, unknown> = {}) => post(w, who, `/api/offers/${id}/send`, payload);
const approvalOf = async (who: Session, id: number) => okData<ApprovalDetail>(await w.api(who, { method: 'GET', url: `/api/approvals/${id}` }));
/** The offer mails of company a written after the message `afterId`. */
async function offerMails(afterId: number) {
  const rows = await w.ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, w.a.companyId), eq(outboxMessages.trigger, '发送Offer'), gt(outboxMessages.id, afterId)));
  return rows;
}
async function lastMessageId(): Promise<number> {
  const [row] = await w.ctx.database.db.select({ id: max(outboxMessages.id) }).from(outboxMessages);
  return row?.id ?? 0;
}
/** The China day `days` from today as YYYY-MM-DD. */
const chinaDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('without an offer flow', () => {
  it('sends a draft at once: approved on the way, the mail in the outbox with the link sealed, the link only as a hash', async () => {
    const appId = await inOfferStage(w, '林晓峰');
    const id = await createOffer(w, w.hr, appId, org, { ccEmails: ['boss@example.com'] });
    const started = await lastMessageId();
    const res = await send(w.hr, id);
    expect(res.body).not.toMatch(/token=|answerTokenHash/);
    const sent = okData<OfferSent>(res);
    expect(sent).toMatchObject({ mailed: true, offer: { status: 'sent', approvalStatus: 'approved', can: { send: false, edit: false } } });
    expect(sent.offer.approval!.actions.map((a) => a.action)).toEqual(['submit', 'autoApprove']);
    // The deadline: the end of the China day 7 days ahead.
    expect(new Date(sent.offer.expiresAt!).getTime()).toBe(Date.parse(`${chinaDay(7)}T00:00:00+08:00`) + 86_400_000 - 1);

    const row = await storedOffer(w.ctx, id);
    expect(row.answerTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mails = await offerMails(started);
    expect(mails).toHaveLength(2);
    const [toCandidate, copy] = [mails.find((m) => m.secretEncrypted !== null)!, mails.find((m) => m.secretEncrypted === null)!];
    expect(toCandidate).toMatchObject({ templateType: 2, channel: 'email' });
    expect(toCandidate.subject).toContain('录用通知：Java开发工程师');
    expect(toCandidate.html).toContain(SECRET_MARK);
    expect(toCandidate.html).toContain('试用期薪资：8000.50元/月（税前）');
    expect(toCandidate.html).toContain('转正薪资：10000.00元/月（税前）');
    expect(toCandidate.html).toContain('入职日期：2026年12月1日');
    expect(toCandidate.html).not.toMatch(/token=/);
    expect(copy).toMatchObject({ recipient: 'boss@example.com' });
    expect(copy.html).not.toContain(SECRET_MARK);

    expectFailure(await send(w.hr, id), 409, '50507');
    const records = await w.ctx.database.db.select().from(resumeRecords).where(and(eq(resumeRecords.resumeId, row.resumeId)));
    expect(records.map((r) => r.action)).toEqual(expect.arrayContaining([ResumeAction.OfferCreate, ResumeAction.OfferApproval, ResumeAction.OfferSend]));
  });

  it('takes the answer date HR chose, refuses one past or too far, and marks an offer without 发送Offer邮件 sent without a mail', async () => {
    const appId = await inOfferStage(w, '周文博');
    const id = await createOffer(w, w.hr, appId, org, { offerEmailFlag: false });
    expectFailure(await send(w.hr, id, { expiresOn: chinaDay(0) }), 400, '50510');
    expectFailure(await send(w.hr, id, { expiresOn: chinaDay(61) }), 400, '50510');
    const started = await lastMessageId();
    const sent = okData<OfferSent>(await send(w.hr, id, { expiresOn: chinaDay(3) }));
    expect(sent).toMatchObject({ mailed: false, offer: { status: 'sent' } });
    expect(new Date(sent.offer.expiresAt!).getTime()).toBe(Date.parse(`${chinaDay(3)}T23:59:59.999+08:00`));
    expect((await storedOffer(w.ctx, id)).answerTokenHash).toBeNull();
    expect(await offerMails(started)).toEqual([]);
  });
});

describe('under an offer flow with a salary condition', () => {
  beforeAll(async () => {
    await saveFlow({ ctx: w.ctx, api: w.api, a: w.a, b: w.b }, 'offer', [
      people('用人经理审批', [w.hm.accountId]),
      condition([{ name: '高薪', conditions: [{ field: 'salary', op: 'gte', value: 30000 }], nodes: [people('总监审批', [director.accountId])] }]),
    ]);
  });

  it('asks only the hiring manager below the band; sending waits for the approval', async () => {
    const appId = await inOfferStage(w, '何嘉怡');
    const id = await createOffer(w, w.hr, appId, org, { formalSalary: '20000' });
    expectFailure(await send(w.hr, id), 409, '50506');
    let offer = okData<OfferDetail>(await post(w, w.hr, `/api/offers/${id}/submit`));
    expect(offer).toMatchObject({ status: 'approving', approvalStatus: 'pending', currentStep: '用人经理审批', can: { edit: false, withdraw: true } });
    expect(expectFailure(await send(w.hr, id), 409, '50506').message).toBe('Offer尚未审批通过，不能发送，请先提交Offer审批');
    expectFailure(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { formalSalary: 1 } }), 409, '50504');
    await approve({ ctx: w.ctx, api: w.api, a: w.a, b: w.b }, w.hm, offer.approval!.id);
    offer = await getOffer(w, w.hr, id);
    expect(offer).toMatchObject({ status: 'approved', approvalStatus: 'approved' });
    expect(offer.approval!.rounds[0]!.route).toEqual(['其他情况']);
    expect(okData<OfferSent>(await send(w.hr, id)).offer.status).toBe('sent');
  });

  it('asks the director too for 年薪 480000 (40000 元/月); a rejection with a reason, an edit and a new round below the band', async () => {
    const appId = await inOfferStage(w, '孙立');
    const id = await createOffer(w, w.hr, appId, org, { salaryType: 2, formalSalary: '480000', internshipSalary: '384000' });
    let offer = okData<OfferDetail>(await post(w, w.hr, `/api/offers/${id}/submit`));
    const s = { ctx: w.ctx, api: w.api, a: w.a, b: w.b };
    await approve(s, w.hm, offer.approval!.id);
    offer = await getOffer(w, w.hr, id);
    expect(offer).toMatchObject({ status: 'approving', currentStep: '总监审批' });
    expect(offer.approval!.rounds[0]!.route).toEqual(['高薪']);
    // The director reads the salary fact as 元 per month.
    expect((await approvalOf(director, offer.approval!.id)).facts).toEqual(expect.arrayContaining([expect.objectContaining({ value: '40000元/月' })]));
    expectFailure(await send(w.hr, id), 409, '50506');
    okData(await decide(s, director, offer.approval!.id, 'reject', { reason: '超出职级薪资带宽，请调整到年薪30万' }));
    offer = await getOffer(w, w.hr, id);
    expect(offer).toMatchObject({ status: 'rejected', approvalStatus: 'rejected', rejectReason: '超出职级薪资带宽，请调整到年薪30万', can: { edit: true, submit: true } });

    offer = okData<OfferDetail>(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { formalSalary: '300000.00' } }));
    expect(offer.formalSalary).toBe('300000.00');
    offer = okData<OfferDetail>(await post(w, w.hr, `/api/offers/${id}/submit`));
    expect(offer).toMatchObject({ status: 'approving', approval: { round: 2 } });
    await approve(s, w.hm, offer.approval!.id);
    offer = await getOffer(w, w.hr, id);
    expect(offer.status).toBe('approved');
    expect(offer.approval!.rounds[1]!.route).toEqual(['其他情况']);
    expect(offer.approval!.actions.map((a) => a.action)).toEqual(['submit', 'approve', 'reject', 'resubmit', 'approve']);
    const records = await w.ctx.database.db.select({ note: resumeRecords.note }).from(resumeRecords).where(eq(resumeRecords.resumeId, offer.resumeId));
    expect(records.map((r) => r.note)).toEqual(expect.arrayContaining(['提交Offer审批', 'Offer审批驳回：超出职级薪资带宽，请调整到年薪30万', 'Offer审批通过']));
  });

  it('lets the submitter withdraw it, then edit and send it into approval again', async () => {
    const appId = await inOfferStage(w, '钱多多');
    const id = await createOffer(w, w.hr, appId, org, { submit: true });
    expect((await getOffer(w, w.hr, id)).status).toBe('approving');
    expectFailure(await post(w, w.hr, `/api/offers/${id}/cancel`), 409, '50508');
    const other = await addAccount(w.ctx, w.a.companyId, 2);
    expectFailure(await post(w, other, `/api/offers/${id}/withdraw`), 403);
    const offer = okData<OfferDetail>(await post(w, w.hr, `/api/offers/${id}/withdraw`));
    expect(offer).toMatchObject({ status: 'withdrawn', approvalStatus: 'withdrawn', can: { edit: true, submit: true, withdraw: false } });
    okData(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { entryTime: '2026-12-15' } }));
    expect(okData<OfferDetail>(await post(w, w.hr, `/api/offers/${id}/submit`)).status).toBe('approving');
  });

  it("shows an approver only the facts his offer field codes allow: the hiring manager (no 100006) does not read the salary", async () => {
    const appId = await inOfferStage(w, '郑好');
    const id = await createOffer(w, w.hr, appId, org, { formalSalary: '25000', submit: true });
    const approvalId = (await getOffer(w, w.hr, id)).approval!.id;
    const salaryLine = expect.objectContaining({ value: '25000元/月' });
    expect((await approvalOf(w.a, approvalId)).facts).toEqual(expect.arrayContaining([salaryLine]));
    const seen = (await approvalOf(w.hm, approvalId)).facts;
    expect(seen).not.toEqual(expect.arrayContaining([salaryLine]));
    expect(seen.length).toBeGreaterThan(0);
    // His offer page hides the salaries too (用人经理 has 查看Offer, no 100004/100006).
    const offer = await getOffer(w, w.hm, id);
    expect(offer).toMatchObject({ formalSalary: null, internshipSalary: null, salaryType: null, entryTime: '2026-12-01' });
    expect(offer.hidden).toEqual(['internshipSalary', 'formalSalary', 'salaryType']);
    expect(offer.approval!.facts).not.toEqual(expect.arrayContaining([salaryLine]));
  });
});

describe('offer field codes', () => {
  it('a role without 100006 (转正薪资) neither sees nor sets the regular salary, in lists and details; other fields stay his', async () => {
    const noSalary = await hrWithout(w.ctx, w.a.companyId, ['regularSalary'], '招聘专员（无转正薪资）');
    const appId = await inOfferStage(w, '蒋欣');
    const id = await createOffer(w, w.hr, appId, org, { formalSalary: '18000.80' });
    const offer = await getOffer(w, noSalary, id);
    expect(offer).toMatchObject({ formalSalary: null, salaryType: null, internshipSalary: '8000.50', hidden: ['formalSalary', 'salaryType'] });
    const list = okData<{ list: { id: number; formalSalary: string | null; hidden: string[] }[] }>(await w.api(noSalary, { method: 'GET', url: `/api/applications/${appId}/offers` }));
    expect(list.list).toEqual([expect.objectContaining({ id, formalSalary: null, hidden: ['formalSalary', 'salaryType'] })]);

    const refused = expectFailure(await w.api(noSalary, { method: 'PATCH', url: `/api/offers/${id}`, payload: { formalSalary: '30000' } }), 403, '50509');
    expect(refused.message).toContain('转正薪资');
    expectFailure(await w.api(noSalary, { method: 'PATCH', url: `/api/offers/${id}`, payload: { salaryType: 2 } }), 403, '50509');
    expect((await storedOffer(w.ctx, id)).formalSalaryFen).toBe(1_800_080);
    okData(await w.api(noSalary, { method: 'PATCH', url: `/api/offers/${id}`, payload: { entryTime: '2026-12-08' } }));
    expect((await getOffer(w, w.hr, id)).entryTime).toBe('2026-12-08');
    // Creating needs the regular salary: refused, naming the field.
    const other = await inOfferStage(w, '韩梅');
    expectFailure(await post(w, noSalary, '/api/offers', offerBody(other, org)), 403, '50509');
  });

  it('reads the code of the mode the request works in: without 100006 but with 110006, hidden in 社招 and shown in 校招', async () => {
    const socialOnly = await hrWithout(w.ctx, w.a.companyId, ['regularSalary'], '招聘专员（社招无转正薪资）', [1]);
    const appId = await inOfferStage(w, '沈一鸣');
    const id = await createOffer(w, w.hr, appId, org);
    const social = okData<OfferDetail>(await w.api(socialOnly, { method: 'GET', url: `/api/offers/${id}`, sysType: 1 }));
    const campus = okData<OfferDetail>(await w.api(socialOnly, { method: 'GET', url: `/api/offers/${id}`, sysType: 2 }));
    expect([social.formalSalary, campus.formalSalary]).toEqual([null, '10000.00']);
  });
});

describe('an offer past its answer date', () => {
  it('reads as expired in the detail and the list, cannot be cancelled, and makes room for a new offer', async () => {
    const appId = await inOfferStage(w, '欧阳子谦');
    const { db } = w.ctx.database;
    const id = await createOffer(w, w.hr, appId, org);
    await db.update(offers).set({ status: 'sent', sentAt: new Date(Date.now() - 9 * 86_400_000), expiresAt: new Date(Date.now() - 60_000) }).where(eq(offers.id, id));
    expect(await getOffer(w, w.hr, id)).toMatchObject({ status: 'expired', can: { cancel: false, send: false } });
    const expired = okData<{ list: { id: number }[] }>(await w.api(w.hr, { method: 'GET', url: '/api/offers?status=expired&size=100' }));
    expect(expired.list.map((o) => o.id)).toContain(id);
    const sent = okData<{ list: { id: number }[] }>(await w.api(w.hr, { method: 'GET', url: '/api/offers?status=sent&size=100' }));
    expect(sent.list.map((o) => o.id)).not.toContain(id);
    expectFailure(await post(w, w.hr, `/api/offers/${id}/cancel`), 409, '50508');
    const next = await createOffer(w, w.hr, appId, org);
    expect((await storedOffer(w.ctx, id)).status).toBe('expired');
    expect((await getOffer(w, w.hr, next)).status).toBe('draft');
  });
});

describe('logs', () => {
  it('never write the answer link or its token', async () => {
    const { app, lines } = await appWithLog(w.ctx, 'debug');
    try {
      const appId = await inOfferStage(w, '沈清');
      const id = await createOffer(w, w.hr, appId, org);
      // The flow of this file asks the hiring manager: approve, then send through the logging app.
      okData(await post(w, w.hr, `/api/offers/${id}/submit`));
      await approve({ ctx: w.ctx, api: w.api, a: w.a, b: w.b }, w.hm, (await getOffer(w, w.hr, id)).approval!.id);
      const res = await call(app, w.hr, { method: 'POST', url: `/api/offers/${id}/send`, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      const all = lines.join('\n');
      expect(all).not.toMatch(/token=|\/out\/feedback\/offer/);
      expect(all).not.toContain((await storedOffer(w.ctx, id)).answerTokenHash!);
    } finally {
      await app.close();
    }
  });
});

describe('an approver outside the job', () => {
  it('reads the offer he decides (his codes hiding what they hide) but changes nothing; before he is asked it is 404', async () => {
    const outsider = w.hm2;
    const appId = await inOfferStage(w, '韩梅');
    const id = await createOffer(w, w.hr, appId, org, { formalSalary: '21000' });
    expectFailure(await w.api(outsider, { method: 'GET', url: `/api/offers/${id}` }), 404);
    await saveFlow({ ctx: w.ctx, api: w.api, a: w.a, b: w.b }, 'offer', [people('业务负责人审批', [outsider.accountId])]);
    okData(await post(w, w.hr, `/api/offers/${id}/submit`));
    const offer = await getOffer(w, outsider, id);
    expect(offer).toMatchObject({ id, status: 'approving', formalSalary: null, can: { edit: false, submit: false, send: false, cancel: false } });
    expect(offer.approval!.can.approve).toBe(true);
    expectFailure(await w.api(outsider, { method: 'PATCH', url: `/api/offers/${id}`, payload: { entryTime: '2026-12-09' } }), 403);
  });
});
