// Offer分析 against hand-counted offers, with answers either side of the period's last China
// midnight, the accept rate, days to answer, decline reasons and their drill-down.
import type { OfferBoard, Page, ReportCandidate } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalInstances } from '../../src/modules/approvals/tables';
import { offers } from '../../src/modules/offers/tables';
import type { Session } from '../helpers';
import { createOffer, inOfferStage, rootOrg } from '../offers/fixtures';
import { expectFailure, expectNotFound, okData, world, type World } from '../screening/fixtures';
import { cst } from './fixtures';

let w: World;
const PERIOD = 'from=2026-04-01&to=2026-04-30';

type Story = { created: string; approved?: string; sent?: string; answer?: ['accept' | 'decline', string, string?] };

async function offerOf(name: string, story: Story): Promise<void> {
  const appId = await inOfferStage(w, name);
  const id = await createOffer(w, w.hr, appId, await rootOrg(w.ctx, w.a.companyId));
  const { db } = w.ctx.database;
  const [answer, answeredAt, reason] = story.answer ?? [null, null, null];
  await db
    .update(offers)
    .set({
      createdAt: cst(story.created),
      sentAt: story.sent ? cst(story.sent) : null,
      status: answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : story.sent ? 'sent' : 'draft',
      answer,
      answeredAt: answeredAt ? cst(answeredAt) : null,
      declineReason: reason ?? null,
    })
    .where(eq(offers.id, id));
  if (story.approved) {
    await db.insert(approvalInstances).values({ companyId: w.a.companyId, kind: 'offer', subjectId: id, title: `${name}的Offer`, applicantId: w.hr.accountId, status: 'approved', decidedAt: cst(story.approved) });
  }
}

const get = (who: Session, url: string) => w.api(who, { method: 'GET', url });
const board = async (who: Session) => okData<OfferBoard>(await get(who, `/api/reports/offers?${PERIOD}`));
const behind = async (who: Session, query: string) => okData<Page<ReportCandidate>>(await get(who, `/api/reports/offers/candidates?${PERIOD}&${query}`));
const values = (b: OfferBoard) => Object.fromEntries(b.metrics.map((m) => [m.key, m.value]));

beforeAll(async () => {
  w = await world();
  await offerOf('沈一', { created: '2026-04-01T00:00:00', approved: '2026-04-02T10:00:00', sent: '2026-04-03T10:00:00', answer: ['accept', '2026-04-05T10:00:00'] });
  await offerOf('韩二', { created: '2026-03-31T23:59:59', approved: '2026-04-01T08:00:00', sent: '2026-04-01T09:00:00', answer: ['decline', '2026-04-02T09:00:00', '薪资不满意'] });
  await offerOf('杨三', { created: '2026-04-10T09:00:00', sent: '2026-04-10T10:00:00', answer: ['decline', '2026-05-01T00:00:00', '已接受其他Offer'] });
  await offerOf('朱四', { created: '2026-04-12T09:00:00', sent: '2026-04-14T12:00:00', answer: ['decline', '2026-04-20T12:00:00'] });
});

describe('GET /api/reports/offers', () => {
  it('counts each step in the period', async () => {
    const b = await board(w.hr);
    expect(values(b)).toEqual({ created: 3, approved: 2, sent: 4, accepted: 1, declined: 2 });
    expect(b.metrics.map((m) => m.label)).toEqual(['创建Offer', '审批通过', '发出Offer', '接受Offer', '拒绝Offer']);
  });

  it('gives the accept rate, the days to answer and the decline reasons of the answers in the period', async () => {
    const b = await board(w.hr);
    expect(b.acceptRate).toBe(33.3);
    expect(b.avgDaysToAnswer).toBe(3);
    expect([...b.declineReasons].sort((x, y) => x.reason.localeCompare(y.reason))).toEqual(
      [
        { reason: '未填写原因', count: 1 },
        { reason: '薪资不满意', count: 1 },
      ].sort((x, y) => x.reason.localeCompare(y.reason)),
    );
  });

  it('lists the candidates behind each step and each reason', async () => {
    const b = await board(w.hr);
    for (const m of b.metrics) expect((await behind(w.hr, `metric=${m.key}`)).total, m.key).toBe(m.value);
    expect((await behind(w.hr, 'metric=sent')).list.map((r) => r.name)).toEqual(['朱四', '杨三', '沈一', '韩二']);
    expect((await behind(w.hr, `metric=declined&reason=${encodeURIComponent('薪资不满意')}`)).list.map((r) => r.name)).toEqual(['韩二']);
    expect((await behind(w.hr, `metric=declined&reason=${encodeURIComponent('未填写原因')}`)).list.map((r) => r.name)).toEqual(['朱四']);
    expectFailure(await get(w.hr, `/api/reports/offers/candidates?${PERIOD}&metric=expired`), 400);
  });
});

describe('scope and permissions', () => {
  it('keeps other jobs and other companies out', async () => {
    expect(values(await board(w.hm2))).toEqual({ created: 0, approved: 0, sent: 0, accepted: 0, declined: 0 });
    expect(values(await board(w.hm))).toMatchObject({ sent: 4 });
    expect((await board(w.b)).declineReasons).toEqual([]);
    expectNotFound(await get(w.b, `/api/reports/offers?${PERIOD}&jobId=${w.jobId}`));
    expect((await behind(w.b, 'metric=sent')).total).toBe(0);
  });
});
