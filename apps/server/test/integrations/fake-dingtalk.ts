import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fixed values the fake DingTalk answers with. */
export const FAKE = {
  appKey: 'dingfakeappkey0001',
  appSecret: 'Fk9-secret_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOP',
  accessToken: 'fake-access-token-7200',
  ticket: 'fake-jsapi-ticket-2026',
  /** Auth codes the fake knows, and the DingTalk user each one names. */
  codes: {
    'code-zhou': 'zhoumingyuan',
    'code-chen': 'chensiqi01',
    'code-ghost': 'ghost404',
    'code-disabled': 'wangjg',
    'code-invited': 'lixm',
  } as Record<string, string>,
};

export type FakeDingTalk = {
  url: string;
  calls: Record<string, number>;
  /** The next getuserinfo answers "access_token expired" once (the client must fetch a new token). */
  expireTokenOnce: () => void;
  close: () => Promise<void>;
};

function send(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A stand-in for oapi.dingtalk.com on 127.0.0.1: gettoken, getuserinfo (v2), get_jsapi_ticket. */
export async function startFakeDingTalk(): Promise<FakeDingTalk> {
  const calls: Record<string, number> = {};
  let expireOnce = false;
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
      const token = url.searchParams.get('access_token');
      if (url.pathname === '/gettoken' && req.method === 'GET') {
        // A key named "slow" never answers (the client's timeout); "broken" answers HTML.
        if (url.searchParams.get('appkey') === 'slow') return;
        if (url.searchParams.get('appkey') === 'broken') {
          res.writeHead(502, { 'content-type': 'text/html' });
          res.end('<html>bad gateway</html>');
          return;
        }
        if (url.searchParams.get('appkey') !== FAKE.appKey || url.searchParams.get('appsecret') !== FAKE.appSecret) {
          send(res, { errcode: 40089, errmsg: '不合法的appKey或appSecret' });
          return;
        }
        send(res, { errcode: 0, errmsg: 'ok', access_token: FAKE.accessToken, expires_in: 7200 });
        return;
      }
      if (token !== FAKE.accessToken) {
        send(res, { errcode: 40014, errmsg: '不合法的access_token' });
        return;
      }
      if (url.pathname === '/topapi/v2/user/getuserinfo' && req.method === 'POST') {
        const { code } = await readJson(req);
        if (expireOnce) {
          expireOnce = false;
          send(res, { errcode: 42001, errmsg: 'access_token超时' });
          return;
        }
        const userid = typeof code === 'string' ? FAKE.codes[code] : undefined;
        if (!userid) {
          send(res, { errcode: 40078, errmsg: '不存在的临时授权码' });
          return;
        }
        send(res, { errcode: 0, errmsg: 'ok', result: { userid, name: '钉钉用户', unionid: `u-${userid}` }, request_id: 'req-1' });
        return;
      }
      if (url.pathname === '/get_jsapi_ticket' && req.method === 'GET') {
        send(res, { errcode: 0, errmsg: 'ok', ticket: FAKE.ticket, expires_in: 7200 });
        return;
      }
      res.writeHead(404);
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    expireTokenOnce: () => {
      expireOnce = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
