// POST /api/offers and its neighbours as the contract of issue 15 states them: the body in 元,
// `data.id`, GET with `status` and `approvalStatus`, money kept as exact fen and answered as typed
// in 元, the stage rules, one live offer per application, another company's ids (404, nothing
// changed) and weaker roles (403).
import { ResumeAction, StageType, SystemRoleCode } from '@bole/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents } from '../../src/modules/applications/tables';
import { offers } from '../../src/modules/offers/tables';
import { recruitStages } from '../../src/modules/processes/tables';
import { resumeRecords } from '../../src/modules/resumes/tables';
import { addAccount, type Session } from '../helpers';
import { eliminate, toStageOfType } from '../screening/fixtures';
import { createOffer, expectFailure, expectInvalid, expectNotFound, getOffer, inOfferStage, offerBody, okData, post, rootOrg, storedOffer, world, type World } from './fixtures';

let w: World;
let orgA: number;
let orgB: number;
let otherOffer: number;

beforeAll(async () => {
  w = await world();
  orgA = await rootOrg(w.ctx, w.a.companyId);
  orgB = await rootOrg(w.ctx, w.b.companyId);
  await toStageOfType(w.ctx, w.b.companyId, w.otherApplicationId, StageType.Offer);
  otherOffer = await createOffer(w, w.b, w.otherApplicationId, orgB);
});

const create = (who: Session, payload: Record<string, unknown>) => post(w, who, '/api/offers', payload);

describe('POST /api/offers', () => {
  it('answers data.id for the contract body; GET answers status, approvalStatus and the money as typed in 元', async () => {
    const appId = await inOfferStage(w, '林晓峰');
    const res = await create(w.hr, offerBody(appId, orgA, { emailTitle: '录用通知', ccEmails: ['boss@example.com'], emailContent: '<p>${personName}，您好</p>' }));
    const { id, status } = okData<{ id: number; status: string }>(res);
    expect(status).toBe('draft');
    const offer = await getOffer(w, w.hr, id);
    expect(offer).toMatchObject({
      id,
      applicationId: appId,
      candidateName: '林晓峰',
      jobName: 'Java开发工程师',
      status: 'draft',
      approvalStatus: null,
      entryTime: '2026-12-01',
      orgId: orgA,
      probationPeriod: 3,
      internshipSalary: '8000.50',
      salaryType: 1,
      formalSalary: '10000.00',
      taxType: 1,
      offerEmailFlag: true,
      emailTitle: '录用通知',
      ccEmails: ['boss@example.com'],
      hidden: [],
      can: { edit: true, submit: true, send: true, cancel: true, withdraw: false },
    });
    const row = await storedOffer(w.ctx, id);
    expect(row).toMatchObject({ internshipSalaryFen: 800050, formalSalaryFen: 1000000, companyId: w.a.companyId, jobId: w.jobId, createdBy: w.hr.accountId });
    // The candidate's history names it.
    const records = await w.ctx.database.db.select().from(resumeRecords).where(and(eq(resumeRecords.resumeId, row.resumeId), eq(resumeRecords.action, ResumeAction.OfferCreate)));
    expect(records.map((r) => r.note)).toEqual(['职位「Java开发工程师」：添加Offer，入职时间2026-12-01']);
    // So does his 流程记录 in the candidate drawer, by name.
    const events = okData<{ list: { kind: string; kindLabel: string }[] }>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/events` }));
    expect(events.list.find((e) => e.kind === ResumeAction.OfferCreate)?.kindLabel).toBe('添加Offer');
  });

  it('keeps money exact through the round trip: 19.99, 0.30, 99999999.99 and daily/annual salaries', async () => {
    for (const [typed, shown, fen] of [
      [19.99, '19.99', 1999],
      ['0.30', '0.30', 30],
      [1.15, '1.15', 115],
      ['99999999.99', '99999999.99', 9_999_999_999],
    ] as const) {
      const appId = await inOfferStage(w, '周文博');
      const id = await createOffer(w, w.hr, appId, orgA, { internshipSalary: typed, formalSalary: typed, salaryType: 2 });
      expect((await storedOffer(w.ctx, id)).formalSalaryFen).toBe(fen);
      const offer = await getOffer(w, w.hr, id);
      expect([offer.internshipSalary, offer.formalSalary]).toEqual([shown, shown]);
    }
  });

  it('refuses three decimals, 0.1 + 0.2 as a float, negatives, a missing entry time and a bad probation', async () => {
    const appId = await inOfferStage(w, '何嘉怡');
    expect(expectInvalid(await create(w.hr, offerBody(appId, orgA, { formalSalary: '10000.005' })), 'formalSalary')).toBe('转正薪资最多保留两位小数');
    expect(expectInvalid(await create(w.hr, offerBody(appId, orgA, { internshipSalary: 0.1 + 0.2 })), 'internshipSalary')).toBe('试用期薪资最多保留两位小数');
    expect(expectInvalid(await create(w.hr, offerBody(appId, orgA, { formalSalary: -100 })), 'formalSalary')).toBe('转正薪资不能为负数');
    expect(expectInvalid(await create(w.hr, offerBody(appId, orgA, { formalSalary: '100000000' })), 'formalSalary')).toMatch(/不能超过99999999.99元/);
    expect(expectInvalid(await create(w.hr, offerBody(appId, orgA, { entryTime: undefined })), 'entryTime')).toBe('请选择入职时间');
    expectInvalid(await create(w.hr, offerBody(appId, orgA, { probationPeriod: 0 })), 'probationPeriod');
    expectInvalid(await create(w.hr, offerBody(appId, orgA, { salaryType: 4 })), 'salaryType');
    expect(await w.ctx.database.db.select().from(offers).where(eq(offers.applicationId, appId))).toEqual([]);
  });

  it('only for an active application in an Offer stage with 添加Offer on', async () => {
    const interviewing = await inOfferStage(w, '孙立');
    await toStageOfType(w.ctx, w.a.companyId, interviewing, StageType.Interview);
    expect(expectFailure(await create(w.hr, offerBody(interviewing, orgA)), 409, '50501').message).toMatch(/没有开启“添加Offer”/);

    const eliminated = await inOfferStage(w, '钱多多');
    await eliminate(w.ctx, eliminated);
    expectFailure(await create(w.hr, offerBody(eliminated, orgA)), 409, '50502');

    const switchedOff = await inOfferStage(w, '郑好');
    const { db } = w.ctx.database;
    const [stage] = await db.select().from(recruitStages).where(and(eq(recruitStages.companyId, w.a.companyId), eq(recruitStages.type, StageType.Offer)));
    await db.update(recruitStages).set({ actions: stage!.actions.filter((a) => a !== 'addOffer') }).where(eq(recruitStages.id, stage!.id));
    try {
      expectFailure(await create(w.hr, offerBody(switchedOff, orgA)), 409, '50501');
    } finally {
      await db.update(recruitStages).set({ actions: stage!.actions }).where(eq(recruitStages.id, stage!.id));
    }
  });

  it('holds one live offer per application: a second is refused until the first is cancelled', async () => {
    const appId = await inOfferStage(w, '冯思远');
    const first = await createOffer(w, w.hr, appId, orgA);
    expectFailure(await create(w.hr, offerBody(appId, orgA)), 409, '50503');
    const cancelled = okData<{ status: string; can: { cancel: boolean } }>(await post(w, w.hr, `/api/offers/${first}/cancel`, { reason: '候选人薪资期望变化，重新出Offer' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', can: { cancel: false } });
    expectFailure(await post(w, w.hr, `/api/offers/${first}/cancel`, {}), 409, '50508');
    const second = await createOffer(w, w.hr, appId, orgA, { formalSalary: '12000' });
    const list = okData<{ list: { id: number; status: string }[] }>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/offers` }));
    expect(list.list.map((o) => [o.id, o.status])).toEqual([
      [second, 'draft'],
      [first, 'cancelled'],
    ]);
    const events = await w.ctx.database.db.select({ kind: applicationEvents.kind }).from(applicationEvents).where(eq(applicationEvents.applicationId, appId));
    expect(events.map((e) => e.kind).filter((k) => k.startsWith('offer'))).toEqual(['offerCreate', 'offerCancel', 'offerCreate']);
  });

  it("another company's application, department or 职级 answers 404 and stores nothing", async () => {
    expectNotFound(await create(w.hr, offerBody(w.otherApplicationId, orgA)));
    const appId = await inOfferStage(w, '蒋欣');
    expectNotFound(await create(w.hr, offerBody(appId, orgB)));
    expectNotFound(await create(w.hr, offerBody(appId, orgA, { demandIds: [999_999_999] })));
    expectNotFound(await create(w.hr, offerBody(appId, orgA, { jobRankId: 999_999_999 })));
    expect(await w.ctx.database.db.select().from(offers).where(eq(offers.applicationId, appId))).toEqual([]);
  });
});

describe('GET /api/offers', () => {
  it('lists the company offers by status and keyword, page by page (size for pageSize)', async () => {
    const appId = await inOfferStage(w, '欧阳子谦');
    const id = await createOffer(w, w.hr, appId, orgA);
    const page = okData<{ list: { id: number; candidateName: string; formalSalary: string }[]; total: number; pageSize: number }>(
      await w.api(w.hr, { method: 'GET', url: `/api/offers?status=draft&keyword=${encodeURIComponent('欧阳')}&page=1&size=5` }),
    );
    expect(page).toMatchObject({ total: 1, pageSize: 5, list: [{ id, candidateName: '欧阳子谦', formalSalary: '10000.00' }] });
    const all = okData<{ list: { id: number }[] }>(await w.api(w.hr, { method: 'GET', url: '/api/offers?size=100' }));
    expect(all.list.map((o) => o.id)).not.toContain(otherOffer);
    expectInvalid(await w.api(w.hr, { method: 'GET', url: '/api/offers?status=nope' }), 'status');
  });
});

describe("another company's offer", () => {
  it('answers 404 to every route and stays as it was', async () => {
    const before = await storedOffer(w.ctx, otherOffer);
    expectNotFound(await w.api(w.hr, { method: 'GET', url: `/api/offers/${otherOffer}` }));
    expectNotFound(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${otherOffer}`, payload: { formalSalary: 1 } }));
    for (const action of ['submit', 'withdraw', 'send', 'cancel']) expectNotFound(await post(w, w.a, `/api/offers/${otherOffer}/${action}`));
    expect(await storedOffer(w.ctx, otherOffer)).toEqual(before);
  });
});

describe('weaker roles', () => {
  it('refuses a trainee every offer route and a hiring manager (查看Offer only) the changes', async () => {
    const appId = await inOfferStage(w, '谢晓東');
    const id = await createOffer(w, w.hr, appId, orgA);
    const before = await storedOffer(w.ctx, id);
    const trainee = w.trainee;
    expectFailure(await create(trainee, offerBody(appId, orgA)), 403, '40300');
    expectFailure(await w.api(trainee, { method: 'GET', url: `/api/offers/${id}` }), 403, '40300');
    expectFailure(await w.api(trainee, { method: 'GET', url: '/api/offers' }), 403, '40300');
    const referrer = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.Referrer);
    for (const action of ['submit', 'withdraw', 'send', 'cancel']) expectFailure(await post(w, referrer, `/api/offers/${id}/${action}`), 403, '40300');
    expectFailure(await w.api(w.hm, { method: 'PATCH', url: `/api/offers/${id}`, payload: { entryTime: '2026-12-02' } }), 403, '40300');
    expectFailure(await post(w, w.hm, `/api/offers/${id}/send`), 403, '40300');
    expect(await storedOffer(w.ctx, id)).toEqual(before);
  });
});
