// SMS through a provider passed in the delivery's dependencies: accepted → sent, a temporary
// failure retried with the mail's backoff, a permanent one kept with its reason; no provider
// keeps the SMS whole in the outbox as failed (NO_SMS_PROVIDER).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMessage, enqueueMessage, MAX_ATTEMPTS, type MessagingDeps, type NewMessage } from '../../src/modules/messaging/service';
import { NO_SMS_PROVIDER, type SmsProvider } from '../../src/modules/messaging/sms';
import { DeliveryError } from '../../src/modules/messaging/smtp';
import { outboxMessages } from '../../src/modules/messaging/tables';
import { createTestContext, registerCompany, type Session, type TestContext } from '../helpers';

let ctx: TestContext;
let a: Session;

/** A provider that answers each send with the next outcome of `plan` and keeps what it took. */
function fakeProvider(plan: (DeliveryError | 'ok')[]): SmsProvider & { sent: { to: string; text: string }[] } {
  const sent: { to: string; text: string }[] = [];
  return {
    name: '测试短信服务商',
    sent,
    async send(to, text) {
      const outcome = plan.shift() ?? 'ok';
      if (outcome !== 'ok') throw outcome;
      sent.push({ to, text });
    },
  };
}

const sms = (more: Partial<NewMessage> = {}): NewMessage => ({
  companyId: a.companyId,
  channel: 'sms',
  to: '13912345678',
  subject: '',
  html: '',
  text: '【星河智能】陈思远您好，您的面试安排在周三14:00，地址：杭州市西湖区文三路90号。',
  templateType: 7,
  trigger: '安排面试',
  // Later than now: the app's own worker (without a provider) leaves it to these tests.
  sendAt: new Date(Date.now() + 3_600_000),
  ...more,
});

const rowOf = async (id: number) => (await ctx.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.companyId, a.companyId), eq(outboxMessages.id, id))))[0]!;
const deps = (provider: SmsProvider | null): MessagingDeps => ({ db: ctx.database.db, jobs: ctx.app.deps.jobs, secretKey: ctx.app.deps.config.secretKey, mail: null, sms: provider });
const inTwoHours = () => new Date(Date.now() + 2 * 3_600_000);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await registerCompany(ctx.app, '星河智能科技有限公司');
});

describe('SMS delivery', () => {
  it('sends through the provider once', async () => {
    const provider = fakeProvider(['ok']);
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, sms());
    await deliverMessage(deps(provider), { companyId: a.companyId, id }, inTwoHours);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(provider.sent).toEqual([{ to: '13912345678', text: sms().text }]);
    await deliverMessage(deps(provider), { companyId: a.companyId, id }, inTwoHours);
    expect(provider.sent).toHaveLength(1);
  });

  it('retries a temporary failure with backoff and keeps a permanent one with its reason', async () => {
    const provider = fakeProvider([new DeliveryError('短信服务商暂时不可用：流控', true), new DeliveryError('短信服务商拒绝发送：号码在黑名单中', false)]);
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, sms());
    const first = inTwoHours();
    await deliverMessage(deps(provider), { companyId: a.companyId, id }, () => first);
    const retried = await rowOf(id);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, sendingAt: null, error: '短信服务商暂时不可用：流控（第1次尝试，稍后自动重试）' });
    expect(retried.sendAt.getTime()).toBe(first.getTime() + 60_000);
    await deliverMessage(deps(provider), { companyId: a.companyId, id }, () => new Date(first.getTime() + 61_000));
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 2, error: '短信服务商拒绝发送：号码在黑名单中' });
    expect(provider.sent).toHaveLength(0);
  });

  it('gives up after the last attempt like mail does', async () => {
    const down = new DeliveryError('无法连接短信服务商', true);
    const provider = fakeProvider(Array.from({ length: MAX_ATTEMPTS }, () => down));
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, sms());
    let at = inTwoHours();
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await deliverMessage(deps(provider), { companyId: a.companyId, id }, () => at);
      at = new Date((await rowOf(id)).sendAt.getTime() + 1000);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, error: `已尝试${MAX_ATTEMPTS}次仍未发出：无法连接短信服务商` });
  });

  it('keeps the SMS whole in the outbox when no provider is configured', async () => {
    const id = await enqueueMessage(ctx.database.db, ctx.app.deps.jobs, sms());
    await deliverMessage(deps(null), { companyId: a.companyId, id }, inTwoHours);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 0, error: NO_SMS_PROVIDER, text: sms().text });
  });
});
