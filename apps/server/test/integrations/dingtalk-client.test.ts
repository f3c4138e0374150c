import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DingTalkClient, jsapiSignature } from '../../src/modules/integrations/dingtalk-client';
import { freePort } from '../../src/platform/db/embedded';
import { AppError } from '../../src/platform/http/errors';
import { FAKE, startFakeDingTalk, type FakeDingTalk } from './fake-dingtalk';

let fake: FakeDingTalk;

beforeAll(async () => {
  fake = await startFakeDingTalk();
});
afterAll(() => fake.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('DingTalkClient', () => {
  it('caches the access token until shortly before it expires', async () => {
    let now = 1_000_000;
    const client = new DingTalkClient({ baseUrl: fake.url, now: () => now });
    const before = fake.calls['/gettoken'] ?? 0;
    const [t1, t2] = await Promise.all([client.getAccessToken(FAKE.appKey, FAKE.appSecret), client.getAccessToken(FAKE.appKey, FAKE.appSecret)]);
    expect(t1).toBe(FAKE.accessToken);
    expect(t2).toBe(FAKE.accessToken);
    expect(fake.calls['/gettoken']).toBe(before + 1);
    now += (7200 - 301) * 1000;
    await client.getAccessToken(FAKE.appKey, FAKE.appSecret);
    expect(fake.calls['/gettoken']).toBe(before + 1);
    now += 2000;
    await client.getAccessToken(FAKE.appKey, FAKE.appSecret);
    expect(fake.calls['/gettoken']).toBe(before + 2);
  });

  it('does not cache a failure', async () => {
    const client = new DingTalkClient({ baseUrl: fake.url });
    const error = await failure(client.getAccessToken(FAKE.appKey, 'wrong'));
    expect(error.status).toBe('80005');
    expect(error.message).toBe('钉钉接口调用失败：不合法的appKey或appSecret');
    expect(await client.getAccessToken(FAKE.appKey, FAKE.appSecret)).toBe(FAKE.accessToken);
  });

  it('exchanges an auth code for the user id and fetches the jsapi ticket', async () => {
    const client = new DingTalkClient({ baseUrl: fake.url });
    const token = await client.getAccessToken(FAKE.appKey, FAKE.appSecret);
    expect(await client.getUserIdByCode(token, 'code-zhou')).toBe('zhoumingyuan');
    expect(await client.getJsapiTicket(token)).toBe(FAKE.ticket);
  });

  it('times out after the configured time', async () => {
    const client = new DingTalkClient({ baseUrl: fake.url, timeoutMs: 200 });
    const error = await failure(client.getAccessToken('slow', 'x'));
    expect(error.http).toBe(502);
    expect(error.message).toBe('钉钉接口调用失败：请求超时');
  });

  it('maps a network failure and an unreadable answer to Chinese errors', async () => {
    const closed = new DingTalkClient({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    expect((await failure(closed.getAccessToken(FAKE.appKey, FAKE.appSecret))).message).toBe('钉钉接口调用失败：网络连接失败');
    const client = new DingTalkClient({ baseUrl: fake.url });
    expect((await failure(client.getAccessToken('broken', 'x'))).message).toBe('钉钉接口调用失败：返回内容无法识别（HTTP 502）');
  });
});

describe('jsapiSignature', () => {
  it('is the sha1 of jsapi_ticket, noncestr, timestamp and url joined in that order, the url without its #fragment', () => {
    // Expected value computed independently (Python hashlib) from the joined string.
    expect(jsapiSignature({ ticket: 'T', nonceStr: 'abc', timeStamp: '1414587457', url: 'http://example.com/a?b=1#/home' })).toBe('dc010c447c0d3cecc098d2e3d591a83b7670e349');
  });
});
