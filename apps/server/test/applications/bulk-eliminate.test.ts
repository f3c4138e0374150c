// 批量淘汰 (POST /api/applications/bulk-eliminate, 220003): the rules of a single elimination for
// each candidate, refusals reported one by one, other companies' ids and weaker roles refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session, TestContext } from '../helpers';
import { addAccount, candidate, createJob, eventsOf, expectFailure, expectNotFound, jobWithStages, okData, setup, storedApplication, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
let b: Session;
let jobId: number;

type Result = { done: number[]; failed: { id: number; message: string }[] };
const bulk = (session: Session, payload: Record<string, unknown>) => api(session, { method: 'POST', url: '/api/applications/bulk-eliminate', payload });

beforeAll(async () => {
  ({ ctx, api, a, b } = await setup());
  ({ jobId } = await jobWithStages(api, a, { name: '批量淘汰的职位' }));
});

describe('批量淘汰', () => {
  it('eliminates each with the reason and logs it; an already eliminated one is reported', async () => {
    const [x, y, z] = [await candidate(api, a, jobId), await candidate(api, a, jobId), await candidate(api, a, jobId)];
    okData(await api(a, { method: 'POST', url: `/api/applications/${z.id}/eliminate`, payload: { reason: '早已淘汰' } }));
    const res = okData<Result>(await bulk(a, { ids: [x.id, y.id, z.id], reason: '岗位已招满', reasonType: 'elimination', notify: false }));
    expect(res).toEqual({ done: [x.id, y.id], failed: [{ id: z.id, message: '候选人已被淘汰，无需重复淘汰' }] });
    expect(await storedApplication(ctx, x.id)).toMatchObject({ outcome: 3, recruitmentState: 3, eliminateReason: '岗位已招满', eliminateReasonType: 'elimination' });
    expect((await eventsOf(ctx, y.id)).at(-1)).toMatchObject({ kind: 'eliminate', note: '岗位已招满', data: { reasonType: 'elimination', reasonId: null, notify: false } });
    expect((await storedApplication(ctx, z.id)).eliminateReason).toBe('早已淘汰');
  });

  it('validates the list and the reason type', async () => {
    expect(expectFailure(await bulk(a, { ids: [], reason: '不合适' }), 400, '40001').message).toBe('请选择候选人');
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(expectFailure(await bulk(a, { ids: many, reason: '不合适' }), 400).message).toBe('一次最多批量处理200位候选人');
    expectFailure(await bulk(a, { ids: [1], reason: '不合适', reasonType: 'resignation' }), 400, '40001');
  });

  it('answers 403 without 220003 and 404 for another company’s candidate, eliminating nobody', async () => {
    const mine = await candidate(api, a, jobId);
    const trainee = await addAccount(ctx, a.companyId, 10);
    expectFailure(await bulk(trainee, { ids: [mine.id], reason: '不合适' }), 403);
    const theirs = await candidate(api, b, await createJob(api, b));
    expectNotFound(await bulk(a, { ids: [mine.id, theirs.id], reason: '不合适' }));
    expectNotFound(await bulk(b, { ids: [mine.id], reason: '不合适' }));
    expect((await storedApplication(ctx, mine.id)).outcome).toBeNull();
    expect((await storedApplication(ctx, theirs.id)).outcome).toBeNull();
  });
});
