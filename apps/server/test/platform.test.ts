import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../src/platform/auth/plugin';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('platform', () => {
  it('GET /api/health answers in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { ok: true } });
  });

  it('an unknown API path answers 404 请求接口不存在', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: '40401', message: '请求接口不存在' });
  });

  it('GET /version.json answers the build version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().version).toBe('string');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/login']).toBeDefined();
  });

  it('refuses to register an API route without a permission declaration', async () => {
    const app = Fastify();
    await app.register(authPlugin, { db: ctx.database.db });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no permission/);
    await app.close();
  });
});
