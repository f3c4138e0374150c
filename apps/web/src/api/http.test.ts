import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../lib/navigate';
import { notifyError } from '../lib/notify';
import { resetSessionStoreForTests, saveRole, setSysType } from '../lib/session';
import { ApiError } from './errors';
import { http, request, resetHttpStateForTests } from './http';

vi.mock('../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyWarning: vi.fn(), withMessage: vi.fn() }));
vi.mock('../lib/navigate', () => ({ goTo: vi.fn(), registerNavigator: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

function lastHeaders(): Record<string, string> {
  return lastInit().headers as Record<string, string>;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notifyError).mockClear();
  vi.mocked(goTo).mockClear();
  resetHttpStateForTests();
  resetSessionStoreForTests();
  document.cookie = 'token=tok-123; path=/';
  window.history.replaceState(null, '', '/job/list?sys=1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('headers', () => {
  it('sends token, source 4, roleType and sysType for an HR, with cookies', async () => {
    saveRole({ roleType: 2, role: 2 });
    setSysType(2);
    fetchMock.mockResolvedValue(json({ status: 200, data: { ok: true } }));

    await expect(http.get('/api/x')).resolves.toEqual({ ok: true });

    expect(lastHeaders()).toMatchObject({ token: 'tok-123', source: '4', roleType: '2', sysType: '2' });
    expect(lastInit().credentials).toBe('include');
  });

  it.each([3, 5])('sends no sysType for roleType %i', async (roleType) => {
    saveRole({ roleType, role: roleType });
    fetchMock.mockResolvedValue(json({ status: 200, data: null }));
    await http.get('/api/x');
    expect(lastHeaders()).toMatchObject({ roleType: String(roleType), source: '4' });
    expect(lastHeaders()).not.toHaveProperty('sysType');
  });

  it('sends no sysType before a role is known', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, data: null }));
    await http.get('/api/x');
    expect(lastHeaders()).toMatchObject({ token: 'tok-123', source: '4', roleType: '' });
    expect(lastHeaders()).not.toHaveProperty('sysType');
  });
});

describe('bodies and query strings', () => {
  it('posts JSON by default', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, data: 1 }));
    await http.post('/api/y', { name: '张三', ids: [1, 2] });
    expect(lastInit().method).toBe('POST');
    expect(lastHeaders()['Content-Type']).toContain('application/json');
    expect(lastInit().body).toBe(JSON.stringify({ name: '张三', ids: [1, 2] }));
  });

  it('posts form-encoded with form: true, arrays joined by commas and empty values dropped', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, data: 1 }));
    await http.post('/api/y', { name: '张三', ids: [1, 2], empty: '', none: null }, { form: true });
    expect(lastHeaders()['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(lastInit().body).toBe('name=%E5%BC%A0%E4%B8%89&ids=1%2C2');
  });

  it('cleans GET parameters (spec section 5)', async () => {
    fetchMock.mockResolvedValue(json({ status: 200, data: [] }));
    await http.get('/api/list', { page: 1, keyword: '', city: -9999, tags: [], ids: [3, 4], nan: Number.NaN });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/list?page=1&ids=3%2C4');
  });

  it('returns the raw body unchecked with global: true', async () => {
    fetchMock.mockResolvedValue(json({ status: '40000', message: '参数有误' }));
    await expect(request('/api/raw', { global: true })).resolves.toEqual({ status: '40000', message: '参数有误' });
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('error catalogue', () => {
  it('body status 999: 请登录后访问, session cleared, login with the current address as target', async () => {
    localStorage.setItem('bole:user:role', JSON.stringify({ roleType: 2, role: 2 }));
    fetchMock.mockResolvedValue(json({ status: '999', message: '未登录' }));

    const error = await failure(http.get('/api/x'));

    expect(error.status).toBe('999');
    expect(notifyError).toHaveBeenCalledWith('请登录后访问');
    expect(document.cookie).not.toContain('token=tok-123');
    expect(localStorage.getItem('bole:user:role')).toBeNull();
    expect(goTo).toHaveBeenCalledWith(`/login?target=${encodeURIComponent('/job/list?sys=1')}`, { replace: true });
  });

  it('HTTP 401 is handled like 999', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    const error = await failure(http.get('/api/x'));
    expect(error.status).toBe('999');
    expect(notifyError).toHaveBeenCalledWith('请登录后访问');
    expect(goTo).toHaveBeenCalledWith(`/login?target=${encodeURIComponent('/job/list?sys=1')}`, { replace: true });
  });

  it("'30067-009' goes to the company talent pool", async () => {
    fetchMock.mockResolvedValue(json({ status: '30067-009', message: '简历已被删除' }));
    await failure(http.get('/api/resume/1'));
    expect(goTo).toHaveBeenCalledWith('/resume/list/company');
  });

  it('other body status shows the server message', async () => {
    fetchMock.mockResolvedValue(json({ status: '20003', message: '角色名称已存在' }));
    const error = await failure(http.post('/api/roles', {}));
    expect(error).toMatchObject({ status: '20003', message: '角色名称已存在' });
    expect(notifyError).toHaveBeenCalledWith('角色名称已存在');
  });

  it('other body status without a message: 对应的错误信息丢失了', async () => {
    fetchMock.mockResolvedValue(json({ status: '12345' }));
    await failure(http.get('/api/x'));
    expect(notifyError).toHaveBeenCalledWith('对应的错误信息丢失了');
  });

  it('HTTP 404: 请求接口不存在', async () => {
    fetchMock.mockResolvedValue(new Response('Not Found', { status: 404 }));
    const error = await failure(http.get('/api/missing'));
    expect(error).toMatchObject({ httpStatus: 404, message: '请求接口不存在' });
  });

  it('HTTP 500: 网络连接失败, whatever the body says', async () => {
    fetchMock.mockResolvedValue(json({ status: '50000', message: 'stack trace' }, 500));
    await failure(http.get('/api/x'));
    expect(notifyError).toHaveBeenCalledWith('网络连接失败');
  });

  it('other HTTP codes: 错误代码：{code}', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    await failure(http.get('/api/x'));
    expect(notifyError).toHaveBeenCalledWith('错误代码：502');
  });

  it('a 4xx answered with the envelope shows its Chinese message', async () => {
    fetchMock.mockResolvedValue(json({ status: '40001', message: '填写的内容有误' }, 400));
    await failure(http.post('/api/x', {}));
    expect(notifyError).toHaveBeenCalledWith('填写的内容有误');
  });

  it('silent: true rejects without a toast', async () => {
    fetchMock.mockResolvedValue(json({ status: '10001', message: '账号或密码错误' }, 400));
    const error = await failure(http.post('/api/auth/login', {}, { silent: true }));
    expect(error.message).toBe('账号或密码错误');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('times out after 30 s with status 0: 请求超时', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = failure(http.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, message: '请求超时' });
    expect(notifyError).toHaveBeenCalledWith('请求超时');
  });

  it('a network failure has status 0 too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(http.get('/api/x'));
    expect(error).toMatchObject({ status: 0, message: '网络连接失败' });
  });
});
