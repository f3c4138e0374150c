import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';

/**
 * The few calls of DingTalk's open API (oapi) that embedded mode needs. Access tokens and
 * JSAPI tickets are cached until shortly before they expire (DingTalk limits how often
 * they may be fetched); concurrent callers share one request.
 */

export type DingTalkCredentials = { appKey: string; appSecret: string };
export type DingTalkClientOptions = { baseUrl: string; timeoutMs?: number; now?: () => number };

/** DingTalk answered with an error code (errcode ≠ 0). */
export class DingTalkApiError extends AppError {
  readonly errcode: number;
  constructor(errcode: number, errmsg: string) {
    super('DINGTALK_API_FAILED', `钉钉接口调用失败：${errmsg || `错误码${errcode}`}`);
    this.errcode = errcode;
  }
}

// Codes that mean the access token itself is no longer valid: fetch a new one and retry once.
const TOKEN_INVALID = new Set([40001, 40014, 42001]);
const DEFAULT_TIMEOUT_MS = 10_000;

const baseAnswer = z.object({ errcode: z.number().optional(), errmsg: z.string().optional() });
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const ticketAnswer = z.object({ ticket: z.string().min(1), expires_in: z.number().positive() });
const userInfoAnswer = z.object({ result: z.object({ userid: z.string().min(1) }) });

type Cached = { value: Promise<string>; expiresAt: number };

function unreachable(reason: string): AppError {
  return new AppError('DINGTALK_UNREACHABLE', `钉钉接口调用失败：${reason}`);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Seconds DingTalk grants -> how long we keep the value: up to five minutes less, never below half. */
function keepMs(expiresIn: number): number {
  return (expiresIn - Math.min(300, expiresIn / 2)) * 1000;
}

export class DingTalkClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly tokens = new Map<string, Cached>();
  private readonly tickets = new Map<string, Cached>();

  constructor(options: DingTalkClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
  }

  /** GET /gettoken: the app's access token, from the cache unless `fresh`. */
  getAccessToken(appKey: string, appSecret: string, options: { fresh?: boolean } = {}): Promise<string> {
    const key = credentialsKey(appKey, appSecret);
    if (options.fresh) this.tokens.delete(key);
    return this.cached(this.tokens, key, async () => {
      const answer = await this.call('GET', '/gettoken', { appkey: appKey, appsecret: appSecret });
      const parsed = this.expect(tokenAnswer, answer);
      return { value: parsed.access_token, expiresIn: parsed.expires_in };
    });
  }

  /** POST /topapi/v2/user/getuserinfo: the userid behind a free-login auth code. */
  async getUserIdByCode(accessToken: string, code: string): Promise<string> {
    const answer = await this.call('POST', '/topapi/v2/user/getuserinfo', { access_token: accessToken }, { code });
    return this.expect(userInfoAnswer, answer).result.userid;
  }

  /** GET /get_jsapi_ticket: the ticket JSAPI signatures are made with, cached per access token. */
  getJsapiTicket(accessToken: string): Promise<string> {
    return this.cached(this.tickets, accessToken, async () => {
      const answer = await this.call('GET', '/get_jsapi_ticket', { access_token: accessToken, type: 'jsapi' });
      const parsed = this.expect(ticketAnswer, answer);
      return { value: parsed.ticket, expiresIn: parsed.expires_in };
    });
  }

  /** Runs `work` with the app's token; when DingTalk says the token went stale, once more with a new one. */
  async withAccessToken<T>(credentials: DingTalkCredentials, work: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.getAccessToken(credentials.appKey, credentials.appSecret);
    try {
      return await work(token);
    } catch (error) {
      if (!(error instanceof DingTalkApiError) || !TOKEN_INVALID.has(error.errcode)) throw error;
      this.tickets.delete(token);
      return work(await this.getAccessToken(credentials.appKey, credentials.appSecret, { fresh: true }));
    }
  }

  private async cached(map: Map<string, Cached>, key: string, load: () => Promise<{ value: string; expiresIn: number }>): Promise<string> {
    const now = this.now();
    const hit = map.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    for (const [k, entry] of map) if (entry.expiresAt <= now) map.delete(k);
    const pending = load().then(({ value, expiresIn }) => {
      map.set(key, { value: Promise.resolve(value), expiresAt: this.now() + keepMs(expiresIn) });
      return value;
    });
    // Until it settles, callers share the request in flight; a failure is not cached.
    const entry: Cached = { value: pending, expiresAt: Number.POSITIVE_INFINITY };
    map.set(key, entry);
    pending.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    return pending;
  }

  private async call(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown): Promise<unknown> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    try {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw unreachable(`返回内容无法识别（HTTP ${response.status}）`);
      }
      const base = baseAnswer.safeParse(parsed);
      if (base.success && base.data.errcode !== undefined && base.data.errcode !== 0) {
        throw new DingTalkApiError(base.data.errcode, base.data.errmsg ?? '');
      }
      if (!response.ok) throw unreachable(`HTTP ${response.status}`);
      return parsed;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreachable(isTimeout(error) ? '请求超时' : '网络连接失败');
    }
  }

  private expect<T>(schema: z.ZodType<T>, answer: unknown): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw unreachable('返回内容缺少必要字段');
    return parsed.data;
  }
}

/** Cache key of an app's credentials: a new secret is a new key, and the secret is not kept in it. */
function credentialsKey(appKey: string, appSecret: string): string {
  return `${appKey}:${createHash('sha256').update(appSecret).digest('base64url')}`;
}

/** DingTalk's JSAPI signature: sha1 of the four fields in this order; the page url without its #fragment. */
export function jsapiSignature(p: { ticket: string; nonceStr: string; timeStamp: string; url: string }): string {
  const url = p.url.split('#')[0] ?? p.url;
  return createHash('sha1').update(`jsapi_ticket=${p.ticket}&noncestr=${p.nonceStr}&timestamp=${p.timeStamp}&url=${url}`).digest('hex');
}
