// 职位有效期: a job whose retention runs out reads as closed at once and is closed for good by
// the sweep the server schedules on the background job platform.
import { beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_QUEUE, RETENTION_SWEEP_CRON, sweepExpiredJobs } from '../../src/modules/jobs/retention';
import type { Session, TestContext } from '../helpers';
import { createJob, expire, getJob, listJobs, okData, setup, storedJob, type Api } from './fixtures';

let ctx: TestContext;
let api: Api;
let a: Session;
beforeAll(async () => {
  ({ ctx, api, a } = await setup());
});

describe('retention', () => {
  it('sets the end from the retention: none for 不限, opened + N days otherwise', async () => {
    const unlimited = await getJob(api, a, await createJob(api, a, { name: '长期职位' }));
    expect(unlimited.expiresAt).toBeNull();
    for (const days of [7, 15, 30, 60, 90, 180, 365, 730]) {
      const job = await getJob(api, a, await createJob(api, a, { name: `${days}天职位`, retention: days }));
      expect(new Date(job.expiresAt as string).getTime() - new Date(job.openedAt as string).getTime()).toBe(days * 86_400_000);
    }
  });

  it('an open job past its end reads as closed (expired) before the sweep, in the list filters too', async () => {
    const id = await createJob(api, a, { name: '过期的职位', retention: 7 });
    const end = new Date(Date.now() - 3_600_000);
    await expire(ctx, id, end);
    expect((await storedJob(ctx, id)).status).toBe(1);
    expect(await getJob(api, a, id)).toMatchObject({ status: 2, closedReason: 'expired', closedAt: end.toISOString() });
    expect((await listJobs(api, a, { keyword: '过期的职位', status: 1 })).total).toBe(0);
    expect((await listJobs(api, a, { keyword: '过期的职位', status: 2 })).list[0]).toMatchObject({ id, status: 2, closedReason: 'expired' });
  });

  it('the sweep closes expired jobs as of their end and leaves the others open', async () => {
    const expired = await createJob(api, a, { name: '到期职位', retention: 15 });
    const running = await createJob(api, a, { name: '未到期职位', retention: 15 });
    const end = new Date(Date.now() - 60_000);
    await expire(ctx, expired, end);
    expect(await sweepExpiredJobs(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await storedJob(ctx, expired)).toMatchObject({ status: 2, closedReason: 'expired', closedAt: end });
    expect((await storedJob(ctx, running)).status).toBe(1);
    expect(await sweepExpiredJobs(ctx.database.db)).toBe(0);
  });

  it('reopening an expired job starts its retention again from now', async () => {
    const id = await createJob(api, a, { name: '重新开启的职位', retention: 30 });
    await expire(ctx, id);
    const reopened = okData<{ status: number; openedAt: string; expiresAt: string; closedReason: string | null }>(await api(a, { method: 'PATCH', url: `/api/jobs/${id}`, payload: { status: 1 } }));
    expect(reopened).toMatchObject({ status: 1, closedReason: null });
    expect(new Date(reopened.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('runs as a job of the background platform, whose schedule queues it every few minutes', async () => {
    expect(RETENTION_SWEEP_CRON).toBe('*/5 * * * *');
    const id = await createJob(api, a, { name: '排期关闭的职位', retention: 7 });
    await expire(ctx, id);
    // What the schedule does each time: queue the sweep, which the module's worker runs.
    await ctx.app.deps.jobs.send(RETENTION_QUEUE, {});
    await expect.poll(async () => (await storedJob(ctx, id)).status, { timeout: 5000 }).toBe(2);
    expect((await storedJob(ctx, id)).closedReason).toBe('expired');
  });
});
