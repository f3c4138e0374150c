import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ipRateLimit: true });
});

describe('per-IP limits on the public auth routes', () => {
  it('answers 429 in the envelope once one address sends too many logins in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      // A different login key each time, so only the per-IP limit can trip.
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: `nobody${i}@example.com`, password: 'wrong1234' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    const last = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'another@example.com', password: 'wrong1234' } });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ status: '42900', message: '操作过于频繁，请稍后再试' });
  });
});
