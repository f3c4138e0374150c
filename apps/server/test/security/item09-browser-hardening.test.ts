// Issue 11 item 9: security headers on the app and the API, the session cookie Secure over
// HTTPS only, no sign-in from another site's page, and no export by the cookie alone.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResume } from '../resumes/fixtures';
import { call, createTestContext, registerCompany, type Session, type TestContext } from '../helpers';
import { expectFailure, okData } from '../company/fixtures';

/** A built web app of one page, so `/` answers as in production. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'bole-item09-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The directives of a CSP header by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectHardened(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

const cookieOf = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith('token=')) ?? '';
};

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerCompany>>;
beforeAll(async () => {
  ctx = await createTestContext({ webDist: dist });
  owner = await registerCompany(ctx.app);
});

describe('security headers', () => {
  it('sends a strict CSP, framing denied, nosniff and a referrer policy on the app and the API', async () => {
    const page = await ctx.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expectHardened(page);
    expectHardened(await ctx.app.inject({ url: '/api/health' }));
    expectHardened(await ctx.app.inject({ url: '/api/no-such-route' }));
    // No eval, and inline code only for styles (antd's CSS-in-JS).
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives(page).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('keeps every token-bearing /out/ link out of other sites’ Referer', async () => {
    const res = await ctx.app.inject({ url: '/out/resume?token=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('leaves the portal pages their own stricter CSP', async () => {
    const res = await ctx.app.inject({ url: '/portal/no-such-company' });
    expect(directives(res).get('default-src')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('lets only the web app itself frame an attachment preview', async () => {
    const { id } = await createResume((s, o) => call(ctx.app, s, o), owner, { name: '郑雨欣' });
    const boundary = '----BoleItem09';
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="证件照.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const file = okData<{ id: number }>(await call(ctx.app, owner, { method: 'POST', url: `/api/resumes/${id}/files`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }));
    const res = await call(ctx.app, owner, { url: `/api/resumes/${id}/files/${file.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS and no Secure cookie over plain HTTP, whatever X-Forwarded-Proto says', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: owner.email, password: owner.password }, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cookieOf(res)).toMatch(/^token=/);
    expect(cookieOf(res)).not.toMatch(/;\s*Secure/i);
  });
});

describe('behind a trusted HTTPS proxy', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestContext({ trustProxy: ['127.0.0.1'] });
  });

  it('marks the session cookie Secure and sends HSTS when the proxy says https', async () => {
    const user = await registerCompany(proxied.app);
    const res = await proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: user.email, password: user.password }, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toMatch(/;\s*Secure/i);
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);

    const plain = await proxied.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: user.email, password: user.password } });
    expect(cookieOf(plain)).not.toMatch(/;\s*Secure/i);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-site sign-in', () => {
  const login = (headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: owner.email, password: owner.password }, headers });

  it('refuses a login posted from another site’s page, with a Chinese message', async () => {
    const res = await login({ origin: 'https://evil.example' });
    const body = expectFailure(res, 403, '40003');
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(cookieOf(res)).toBe('');
    expectFailure(await login({ referer: 'https://evil.example/page.html' }), 403, '40003');
    expectFailure(await login({ origin: 'null' }), 403, '40003');
  });

  it('refuses a registration posted from another site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { companyName: '跨站注册有限公司', userName: '周明远', loginEmail: `x${Date.now()}@example.com`, loginMobile: '13912345678', password: 'bole2026x' },
      headers: { origin: 'https://evil.example' },
    });
    expectFailure(res, 403, '40003');
  });

  it('accepts the own origin, the public address, and a request that names no origin', async () => {
    expect((await login({ host: 'hr.example.com:8080', origin: 'http://hr.example.com:8080' })).statusCode).toBe(200);
    expect((await login({ origin: 'http://bole.test' })).statusCode).toBe(200);
    expect((await login({ referer: 'http://bole.test/login?target=%2Fhome' })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
  });
});

describe('exports by the cookie alone', () => {
  let resumeId: number;
  let session: Session;
  beforeAll(async () => {
    session = owner;
    resumeId = (await createResume((s, o) => call(ctx.app, s, o), session, { name: '陈思远' })).id;
  });

  it('refuses an export GET that carries only the cookie, as a cross-site link would', async () => {
    const byCookie = await ctx.app.inject({ url: `/api/resumes/${resumeId}/export?format=pdf`, cookies: { token: session.token } });
    expectFailure(byCookie, 403, '40002');
    for (const url of ['/api/jobs/1/applications/export', '/api/recommendations/1/report']) {
      expectFailure(await ctx.app.inject({ url, cookies: { token: session.token } }), 403, '40002');
    }
  });

  it('answers the export to the token header, as the web app sends it', async () => {
    const res = await call(ctx.app, session, { url: `/api/resumes/${resumeId}/export?format=pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
  });

  it('still answers plain reads to the cookie alone', async () => {
    const res = await ctx.app.inject({ url: '/api/common/account/info', cookies: { token: session.token } });
    expect(res.statusCode).toBe(200);
  });
});
