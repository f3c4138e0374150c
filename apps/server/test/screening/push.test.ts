import { SystemRoleCode } from '@bole/domain';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { recommendations } from '../../src/modules/screening/tables';
import { addAccount } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { apply, eliminate, eventCount, expectFailure, expectInvalid, expectNotFound, inDays, okData, pushApp, pushed, recordCount, toStageOfType, world, type World } from './fixtures';

let w: World;
beforeAll(async () => {
  w = await world();
});

const pushCount = async () => (await w.ctx.database.db.select({ n: count() }).from(recommendations))[0]!.n;
type AppRecs = { feedback: number; list: { recipientName: string; feedback: number; message: string | null; overdue: boolean }[] };

describe('推荐给用人部门', () => {
  it('pushes to the job’s hiring managers by default, logs it and lets them open the resume', async () => {
    const appId = await apply(w, w.a, w.jobId, '李明');
    const before = await recordCount(w.ctx, 'recommend');
    const res = await pushed(w, w.hr, appId);
    expect(res.created).toHaveLength(1);
    expect(res.created[0]).toMatchObject({ recipientId: w.hm.accountId, feedback: 1 });
    expect(res.skipped).toEqual([]);
    expect(await eventCount(w.ctx, appId, 'recommend')).toBe(1);
    expect(await recordCount(w.ctx, 'recommend')).toBe(before + 1);

    // The recipient now sees the resume in his scope; the other hiring manager does not.
    const [row] = await w.ctx.database.db.select().from(recommendations).where(eq(recommendations.applicationId, appId));
    okData(await w.api(w.hm, { method: 'GET', url: `/api/resumes/${row!.resumeId}` }));
    expectNotFound(await w.api(w.hm2, { method: 'GET', url: `/api/resumes/${row!.resumeId}` }));

    const recs = okData<AppRecs>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${appId}/recommendations` }));
    expect(recs.feedback).toBe(1);
    expect(recs.list[0]).toMatchObject({ feedback: 1, message: '候选人有电商交易系统经验，请评估', overdue: false });

    // He is told (template 105), in-app and by mail, and only he is.
    const told = await w.ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.templateType, 105));
    expect(told.filter((m) => m.subject.includes('李明')).map((m) => [m.channel, m.recipient, m.link])).toEqual([
      ['app', String(w.hm.accountId), '/lite/cvscreen'],
      ['email', w.hm.email, '/lite/cvscreen'],
    ]);
  });

  it('refuses a second push to someone still answering and adds only new recipients', async () => {
    const appId = await apply(w, w.a, w.jobId, '周婷');
    await pushed(w, w.hr, appId);
    expectFailure(await pushApp(w, w.hr, appId), 409, '50205');
    const res = await pushed(w, w.hr, appId, { recipientIds: [w.hm.accountId, w.hm2.accountId] });
    expect(res.created.map((c) => c.recipientId)).toEqual([w.hm2.accountId]);
    expect(res.skipped.map((s) => s.recipientId)).toEqual([w.hm.accountId]);
  });

  it('validates the reply-by time, the recipients and the job’s hiring managers', async () => {
    const appId = await apply(w, w.a, w.jobId, '孙悦');
    expectInvalid(await w.api(w.hr, { method: 'POST', url: `/api/applications/${appId}/recommendations`, payload: { message: '请看' } }), 'replyBy');
    expectFailure(await pushApp(w, w.hr, appId, { replyBy: inDays(-1) }), 400, '50203');
    const bare = await createJob(w.api, w.a, { name: '测试工程师' });
    const bareApp = await apply(w, w.a, bare, '钱程');
    expectFailure(await pushApp(w, w.hr, bareApp), 400, '50201');
    // Another company's account is not a recipient anyone here can name.
    const before = await pushCount();
    expectNotFound(await pushApp(w, w.hr, bareApp, { recipientIds: [w.b.accountId] }));
    expect(await pushCount()).toBe(before);
  });

  it('refuses a weaker role (403) and another company’s application (404) without pushing', async () => {
    const appId = await apply(w, w.a, w.jobId, '吴磊');
    const before = await pushCount();
    expectFailure(await pushApp(w, w.trainee, appId), 403);
    expectFailure(await pushApp(w, w.hm, appId), 403);
    expectNotFound(await pushApp(w, w.hr, w.otherApplicationId));
    expectNotFound(await w.api(w.hr, { method: 'GET', url: `/api/applications/${w.otherApplicationId}/recommendations` }));
    expect(await pushCount()).toBe(before);
  });

  it('refuses an eliminated candidate', async () => {
    const appId = await apply(w, w.a, w.jobId, '郑凯');
    await eliminate(w.ctx, appId);
    expectFailure(await pushApp(w, w.hr, appId), 409, '50204');
  });

  it('pushes from screening and interview stages only, as their actions allow', async () => {
    const appId = await apply(w, w.a, w.jobId, '万青');
    await toStageOfType(w.ctx, w.a.companyId, appId, 4);
    expectFailure(await pushApp(w, w.hr, appId), 409, '50206');
    await toStageOfType(w.ctx, w.a.companyId, appId, 3);
    expectFailure(await pushApp(w, w.hr, appId), 409, '50206');
    await toStageOfType(w.ctx, w.a.companyId, appId, 2);
    expect((await pushed(w, w.hr, appId)).created).toHaveLength(1);
  });

  it('pushes in bulk, reporting closed candidates, and refuses the whole batch for a foreign id', async () => {
    const ids = [await apply(w, w.a, w.jobId, '冯雪'), await apply(w, w.a, w.jobId, '陈晨'), await apply(w, w.a, w.jobId, '褚楠')];
    const before = await pushCount();
    expectNotFound(await w.api(w.hr, { method: 'POST', url: '/api/recommendations/bulk', payload: { applicationIds: [...ids, w.otherApplicationId], replyBy: inDays(1) } }));
    expect(await pushCount()).toBe(before);
    expectInvalid(await w.api(w.hr, { method: 'POST', url: '/api/recommendations/bulk', payload: { applicationIds: [], replyBy: inDays(1) } }), 'applicationIds');
    expectFailure(await w.api(w.trainee, { method: 'POST', url: '/api/recommendations/bulk', payload: { applicationIds: ids, replyBy: inDays(1) } }), 403);
    await eliminate(w.ctx, ids[2]!);
    const res = okData<{ created: { applicationId: number }[]; skipped: { applicationId: number }[] }>(
      await w.api(w.hr, { method: 'POST', url: '/api/recommendations/bulk', payload: { applicationIds: ids, replyBy: inDays(1), message: '本周面试候选人' } }),
    );
    expect(res.created.map((c) => c.applicationId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(res.skipped.map((s) => s.applicationId)).toEqual([ids[2]]);
  });

  it('lists overdue pushes for HR and counts the pusher’s own on /home', async () => {
    const appId = await apply(w, w.a, w.jobId, '卫东');
    const [created] = (await pushed(w, w.hr, appId)).created;
    await w.ctx.database.db.update(recommendations).set({ replyBy: new Date(Date.now() - 3_600_000) }).where(eq(recommendations.id, created!.id));
    const page = okData<{ list: { id: number; overdue: boolean }[]; total: number }>(await w.api(w.hr, { method: 'GET', url: `/api/recommendations/overdue?jobId=${w.jobId}` }));
    expect(page.list.find((r) => r.id === created!.id)?.overdue).toBe(true);
    const mine = okData<{ total: number }>(await w.api(w.a, { method: 'GET', url: '/api/recommendations/overdue?mine=1' }));
    expect(mine.total).toBe(0);
    const todos = okData<{ cards: { key: string; count: number }[] }>(await w.api(w.hr, { method: 'GET', url: '/api/home/todos' }));
    expect(todos.cards.find((c) => c.key === 'recommendationsOverdue')?.count).toBe(1);
    expectFailure(await w.api(w.trainee, { method: 'GET', url: '/api/recommendations/overdue' }), 403);
    // Company b sees none of a's.
    expect(okData<{ total: number }>(await w.api(w.b, { method: 'GET', url: '/api/recommendations/overdue' })).total).toBe(0);
  });

  it('serves the 推荐报告 PDF to HR and the recipient only', async () => {
    const appId = await apply(w, w.a, w.jobId, '蒋琳');
    const [created] = (await pushed(w, w.hr, appId)).created;
    const url = `/api/recommendations/${created!.id}/report`;
    for (const who of [w.hr, w.hm]) {
      const res = await w.api(who, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('推荐报告_蒋琳'));
    }
    expectFailure(await w.api(w.hm2, { method: 'GET', url }), 403, '50212');
    expectNotFound(await w.api(w.b, { method: 'GET', url }));
    const referrer = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.Referrer);
    expectFailure(await w.api(referrer, { method: 'GET', url }), 403);
  });
});
