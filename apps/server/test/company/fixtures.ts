import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addAccount, call, createTestContext, registerCompany, unique, type Session, type TestContext } from '../helpers';

export type Api = (session: Session | null, opts: InjectOptions & { sysType?: 1 | 2 }) => Promise<LightMyRequestResponse>;

/** A database with two registered companies: `a` works, `b` tries to reach a's rows. */
export async function twoCompanies(): Promise<{ ctx: TestContext; api: Api; a: Session; b: Session }> {
  const ctx = await createTestContext();
  const a = await registerCompany(ctx.app, '星河智能科技有限公司');
  const b = await registerCompany(ctx.app, '远景数据服务有限公司');
  return { ctx, api: (session, opts) => call(ctx.app, session, opts), a, b };
}

/** The data of a success envelope, failing with the body when the call did not succeed. */
export function okData<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.status).toBe(200);
  return body.data as T;
}

/** A refusal with its HTTP status, body status and a Chinese message. */
export function expectFailure(res: LightMyRequestResponse, http: number, status?: string): { status: string; message: string; data?: unknown } {
  expect(res.statusCode, res.body).toBe(http);
  const body = res.json();
  if (status) expect(body.status).toBe(status);
  expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  return body;
}

/** 400 naming the field in `data.fields`, with a Chinese message. */
export function expectInvalid(res: LightMyRequestResponse, field: string): string {
  const body = expectFailure(res, 400) as { message: string; data: { fields: { field: string; message: string }[] } };
  const hit = body.data.fields.find((f) => f.field === field);
  expect(hit, JSON.stringify(body.data.fields)).toBeDefined();
  expect(hit!.message).toMatch(/[\u4e00-\u9fff]/);
  return hit!.message;
}

/**
 * 400 naming the field, for the shared paging and id schemas of api/common.ts, whose
 * messages come from zod's Chinese locale.
 */
export function expectInvalidShared(res: LightMyRequestResponse, field: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { status: string; message: string; data: { fields: { field: string; message: string }[] } };
  expect(body.status).toBe('40001');
  const hit = body.data.fields.find((f) => f.field === field);
  expect(hit, `no error on ${field}`).toBeDefined();
  expect(hit!.message).toMatch(/[\u4e00-\u9fa5]/);
}

export const expectNotFound = (res: LightMyRequestResponse) => expectFailure(res, 404, '40400');

export { addAccount, unique };
