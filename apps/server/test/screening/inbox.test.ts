import { SystemRoleCode } from '@bole/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recommendations } from '../../src/modules/screening/tables';
import { addAccount } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { apply, eventCount, expectFailure, expectInvalid, expectNotFound, okData, pushed, recordCount, world, type World } from './fixtures';

type Item = { id: number; resumeName: string; jobName: string; feedback: number; comment: string | null; answeredAt: string | null; message: string | null; workCity: string | null; age: number | null };
type ItemPage = { list: Item[]; total: number; page: number; pageSize: number };

let w: World;
let ids: number[];
beforeAll(async () => {
  w = await world();
  ids = [];
  for (const name of ['韩梅', '杨帆', '朱丽']) ids.push((await pushed(w, w.hr, await apply(w, w.a, w.jobId, name))).created[0]!.id);
  const design = await createJob(w.api, w.a, { name: 'UI设计师', userPersonAccountIds: [w.hm.accountId] });
  await pushed(w, w.hr, await apply(w, w.a, design, '秦岚'));
});

const feedback = (who: Parameters<World['api']>[0], id: number, payload: Record<string, unknown>) => w.api(who, { method: 'POST', url: `/api/screening/${id}/feedback`, payload });

describe('简历筛选 (the hiring manager’s inbox)', () => {
  it('lists his pushed resumes newest first with the candidate’s facts, filtered by state and job, paginated', async () => {
    const all = okData<ItemPage>(await w.api(w.hm, { method: 'GET', url: '/api/screening' }));
    expect(all.total).toBe(4);
    expect(all.list[0]).toMatchObject({ resumeName: '秦岚', jobName: 'UI设计师', feedback: 1, workCity: '杭州', message: '候选人有电商交易系统经验，请评估' });
    expect(all.list[0]!.age).toBeGreaterThan(20);
    const java = okData<ItemPage>(await w.api(w.hm, { method: 'GET', url: `/api/screening?jobId=${w.jobId}&pageSize=2&page=2` }));
    expect(java).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(java.list.map((i) => i.resumeName)).toEqual(['韩梅']);
    const jobs = okData<{ id: number; name: string; awaiting: number; total: number }[]>(await w.api(w.hm, { method: 'GET', url: '/api/screening/jobs' }));
    expect(jobs.map((j) => [j.name, j.awaiting, j.total])).toEqual([
      ['Java开发工程师', 3, 3],
      ['UI设计师', 1, 1],
    ]);
    expectInvalid(await w.api(w.hm, { method: 'GET', url: '/api/screening?feedback=0' }), 'feedback');
    // Nobody else's inbox holds them.
    expect(okData<ItemPage>(await w.api(w.hm2, { method: 'GET', url: '/api/screening' })).total).toBe(0);
    expect(okData<ItemPage>(await w.api(w.b, { method: 'GET', url: '/api/screening' })).total).toBe(0);
  });

  it('shows one item to its recipient only', async () => {
    expect(okData<Item>(await w.api(w.hm, { method: 'GET', url: `/api/screening/${ids[0]}` })).resumeName).toBe('韩梅');
    expectFailure(await w.api(w.hm2, { method: 'GET', url: `/api/screening/${ids[0]}` }), 403, '50210');
    expectNotFound(await w.api(w.b, { method: 'GET', url: `/api/screening/${ids[0]}` }));
  });

  it('takes 待定, then 通过, and refuses a second final answer', async () => {
    const id = ids[0]!;
    const [row] = await w.ctx.database.db.select().from(recommendations).where(eq(recommendations.id, id));
    const records = await recordCount(w.ctx, 'screenFeedback');
    expect(okData<Item>(await feedback(w.hm, id, { result: 4, comment: '薪资期望偏高，待与HR沟通' }))).toMatchObject({ feedback: 4, comment: '薪资期望偏高，待与HR沟通' });
    const passed = okData<Item>(await feedback(w.hm, id, { result: 2, comment: '技术扎实，安排一面' }));
    expect(passed.feedback).toBe(2);
    expect(passed.answeredAt).not.toBeNull();
    expectFailure(await feedback(w.hm, id, { result: 3 }), 409, '50211');
    expect(await eventCount(w.ctx, row!.applicationId, 'screenFeedback')).toBe(2);
    expect(await recordCount(w.ctx, 'screenFeedback')).toBe(records + 2);
    // HR sees the answer on the application.
    const recs = okData<{ feedback: number; list: { feedback: number; comment: string }[] }>(await w.api(w.hr, { method: 'GET', url: `/api/applications/${row!.applicationId}/recommendations` }));
    expect(recs.feedback).toBe(2);
    expect(recs.list[0]!.comment).toBe('技术扎实，安排一面');
    // The filter follows the answer.
    expect(okData<ItemPage>(await w.api(w.hm, { method: 'GET', url: '/api/screening?feedback=2' })).list.map((i) => i.id)).toEqual([id]);
  });

  it('lets only the recipient answer, with a valid result; another company’s id changes nothing', async () => {
    const id = ids[1]!;
    expectFailure(await feedback(w.hm2, id, { result: 2 }), 403, '50210');
    const referrer = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.Referrer);
    expectFailure(await feedback(referrer, id, { result: 2 }), 403);
    expectNotFound(await feedback(w.b, id, { result: 3, comment: '不合适' }));
    expectInvalid(await feedback(w.hm, id, { result: 1 }), 'result');
    expectInvalid(await feedback(w.hm, id, { result: 3, comment: '很'.repeat(501) }), 'comment');
    const [row] = await w.ctx.database.db.select().from(recommendations).where(eq(recommendations.id, id));
    expect(row).toMatchObject({ feedback: 1, comment: null, answeredAt: null });
  });

  it('answers the job table’s filter flags 推荐已筛选 and 推荐待筛选', async () => {
    const appIds = async (flag: string) =>
      okData<{ list: { id: number }[]; flags: string[] }>(await w.api(w.hr, { method: 'GET', url: `/api/jobs/${w.jobId}/applications?flags=${flag}` }));
    const [answered] = await w.ctx.database.db.select().from(recommendations).where(eq(recommendations.id, ids[0]!));
    const screened = await appIds('recommendationScreened');
    expect(screened.flags).toEqual(expect.arrayContaining(['recommendationScreened', 'recommendationAwaitingScreening']));
    expect(screened.list.map((a) => a.id)).toEqual([answered!.applicationId]);
    expect((await appIds('recommendationAwaitingScreening')).list).toHaveLength(2);
  });

  it('filters the job list by the same flags and names the flags that have data', async () => {
    const jobIds = async (who: Parameters<World['api']>[0], query: string) =>
      okData<{ list: { id: number; name: string }[] }>(await w.api(who, { method: 'GET', url: `/api/jobs?${query}` })).list.map((j) => j.name).sort();
    expect(await jobIds(w.hr, 'flag=recommendationScreened')).toEqual(['Java开发工程师']);
    expect(await jobIds(w.hr, 'flag=recommendationAwaitingScreening')).toEqual(['Java开发工程师', 'UI设计师'].sort());
    expect(await jobIds(w.b, 'flag=recommendationAwaitingScreening')).toEqual([]);
    expectInvalid(await w.api(w.hr, { method: 'GET', url: '/api/jobs?flag=hasIntentionTalk' }), 'flags');
    expectInvalid(await w.api(w.hr, { method: 'GET', url: '/api/jobs?flag=nonsense' }), 'flag');
    const flags = okData<{ value: string; label: string }[]>(await w.api(w.hr, { method: 'GET', url: '/api/jobs/filter-flags' }));
    // In the spec's order; the interview flags come from issue 14's evaluations, 有背景调查 from issue 15's checks.
    expect(flags).toEqual([
      { value: 'hasBackgroundCheck', label: '有背景调查' },
      { value: 'recommendationScreened', label: '推荐已筛选' },
      { value: 'hasInterviewEvaluation', label: '有面试评价' },
      { value: 'interviewAwaitingEvaluation', label: '面试待评价' },
      { value: 'interviewPending', label: '面试待定' },
      { value: 'recommendationAwaitingScreening', label: '推荐待筛选' },
    ]);
  });

  it('takes 未通过 as final and lets HR push the candidate again afterwards', async () => {
    const id = ids[2]!;
    okData(await feedback(w.hm, id, { result: 3, comment: '项目经验不足' }));
    expectFailure(await feedback(w.hm, id, { result: 2 }), 409, '50211');
    const [row] = await w.ctx.database.db.select().from(recommendations).where(eq(recommendations.id, id));
    const again = await pushed(w, w.hr, row!.applicationId);
    expect(again.created).toHaveLength(1);
  });
});
