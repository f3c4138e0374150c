import { SystemRoleCode } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../helpers';
import { apply, okData, pushed, world, type World } from './fixtures';

type Counts = { key: string; count: number }[];

let w: World;
const counts = async (who: Parameters<World['api']>[0]) => okData<Counts>(await w.api(who, { method: 'GET', url: '/api/common/lite/counts' }));

beforeAll(async () => {
  w = await world();
  const ids: number[] = [];
  for (const name of ['韩梅', '杨帆', '朱丽']) ids.push((await pushed(w, w.hr, await apply(w, w.a, w.jobId, name))).created[0]!.id);
  // Answered, a push is no longer work for him.
  okData(await w.api(w.hm, { method: 'POST', url: `/api/screening/${ids[0]}/feedback`, payload: { result: 2, comment: '技术扎实，安排一面' } }));
});

describe('GET /api/common/lite/counts (the lite menu badges)', () => {
  it('counts the resumes still awaiting his feedback and his pending approvals, in menu order', async () => {
    expect(await counts(w.hm)).toEqual([
      { key: 'lite.cvscreen', count: 2 },
      { key: 'lite.approval', count: 0 },
    ]);
  });

  it('counts only the caller’s own pushes: a colleague and another company’s hiring manager have none', async () => {
    expect((await counts(w.hm2)).find((c) => c.key === 'lite.cvscreen')).toEqual({ key: 'lite.cvscreen', count: 0 });
    const otherManager = await addAccount(w.ctx, w.b.companyId, SystemRoleCode.HiringManager);
    await pushed(w, w.b, w.otherApplicationId, { recipientIds: [otherManager.accountId] });
    expect((await counts(otherManager)).find((c) => c.key === 'lite.cvscreen')).toEqual({ key: 'lite.cvscreen', count: 1 });
    expect((await counts(w.hm)).find((c) => c.key === 'lite.cvscreen')?.count).toBe(2);
  });

  it('answers only the entries the caller’s codes open: 前台 has no 简历筛选, HR has no lite menu', async () => {
    const frontDesk = await addAccount(w.ctx, w.a.companyId, SystemRoleCode.FrontDesk);
    expect(await counts(frontDesk)).toEqual([]);
    expect(await counts(w.hr)).toEqual([]);
  });

  it('asks for a login', async () => {
    const res = await w.ctx.app.inject({ method: 'GET', url: '/api/common/lite/counts' });
    expect(res.json()).toMatchObject({ status: '999' });
  });
});
