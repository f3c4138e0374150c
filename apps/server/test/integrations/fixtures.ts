import { and, eq } from 'drizzle-orm';
import { accounts, roles } from '../../src/modules/company/tables';
import { atFileEnd } from '../file-end';
import { call, createTestContext, registerCompany, unique, type Session, type TestContext } from '../helpers';
import { FAKE, startFakeDingTalk, type FakeDingTalk } from './fake-dingtalk';

export type DingtalkWorld = { ctx: TestContext; fake: FakeDingTalk; a: Session; b: Session };

/** A fake DingTalk, an app talking to it, and two companies (`b` tries to reach `a`'s rows). */
export async function dingtalkWorld(): Promise<DingtalkWorld> {
  const fake = await startFakeDingTalk();
  atFileEnd(() => fake.close());
  const ctx = await createTestContext({ dingtalkApi: fake.url });
  const a = await registerCompany(ctx.app, '星河智能科技有限公司');
  const b = await registerCompany(ctx.app, '远景数据服务有限公司');
  return { ctx, fake, a, b };
}

/** The settings body that binds the fake's app to a company under `corpId`. */
export function bindBody(corpId: string, extra: Record<string, unknown> = {}) {
  return { corpId, agentId: '2873456001', appKey: FAKE.appKey, appSecret: FAKE.appSecret, enabled: true, ...extra };
}

export async function bindApp(ctx: TestContext, session: Session, corpId: string, extra: Record<string, unknown> = {}) {
  const res = await call(ctx.app, session, { method: 'PUT', url: '/api/integrations/dingtalk', payload: bindBody(corpId, extra) });
  if (res.statusCode !== 200) throw new Error(`bind failed: ${res.body}`);
  return res.json().data as Record<string, unknown>;
}

/**
 * An account inserted straight into the database (it has never logged in), with the
 * company's system role of `systemCode` and the given DingTalk user id and state.
 */
export async function insertAccount(ctx: TestContext, companyId: number, values: { systemCode?: number; thirdUserId?: string; status?: number; userName?: string } = {}) {
  const { db } = ctx.database;
  const [role] = await db.select().from(roles).where(and(eq(roles.companyId, companyId), eq(roles.systemCode, values.systemCode ?? 2)));
  const u = unique();
  const [row] = await db
    .insert(accounts)
    .values({
      companyId,
      userName: values.userName ?? '陈思琪',
      loginEmail: u.email,
      loginMobile: u.mobile,
      roleId: role!.id,
      thirdUserId: values.thirdUserId ?? null,
      status: values.status ?? 1,
    })
    .returning({ id: accounts.id });
  return row!.id;
}
