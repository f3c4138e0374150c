// The one http client (spec sections 7 and 8): session headers, cookies, 30 s timeout,
// the { status, data, message } envelope and the error catalogue. Every call goes through here.
import { getRole, getSysType, getToken, isLiteRole, clearSession } from '../lib/session';
import { currentTarget, loginUrl } from '../lib/target';
import { goTo } from '../lib/navigate';
import { notifyError } from '../lib/notify';
import {
  ApiError,
  ERROR_TEXT,
  RESUME_LIST_PATH,
  STATUS_BACK_TO_RESUME_LIST,
  STATUS_NOT_LOGGED_IN,
  errorCodeText,
} from './errors';
import { toSearchParams, withQuery } from './params';
import type { Params } from './params';

export const REQUEST_TIMEOUT_MS = 30_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  /** Query string parameters (empty values dropped, arrays joined by commas). */
  params?: Params;
  /** Request body: JSON by default, form-encoded with `form: true`. */
  body?: unknown;
  form?: boolean;
  /** Return the raw response body without any envelope check. */
  global?: boolean;
  /** Do not toast the error: the caller shows it (e.g. inline on a form). */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** The headers every call sends (spec section 7). */
export function sessionHeaders(): Record<string, string> {
  const role = getRole();
  const headers: Record<string, string> = {
    token: getToken() ?? '',
    source: '4',
    roleType: role ? String(role.roleType) : '',
  };
  if (role && !isLiteRole(role.roleType)) headers.sysType = String(getSysType());
  return headers;
}

function encodeBody(body: unknown, form: boolean | undefined): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return { body };
  if (form) return { body: toSearchParams(body as Params).toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  return { body: JSON.stringify(body), contentType: 'application/json;charset=UTF-8' };
}

/** Sends one request with headers, cookies and the timeout; rejects with ApiError(status 0) when no response comes. */
export async function send(url: string, options: RequestOptions = {}): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', params, form, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const encoded = encodeBody(options.body, form);
  const headers = sessionHeaders();
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);

  try {
    return await fetch(withQuery(url, params), { method, headers, body: encoded.body, credentials: 'include', signal: controller.signal });
  } catch (cause) {
    if (signal?.aborted && !timedOut) throw cause; // the caller cancelled: not an error to show
    const text = timedOut ? ERROR_TEXT.timeout : ERROR_TEXT.network;
    if (!options.silent) notifyError(text);
    throw new ApiError(text, 0, 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

type Envelope = { status: string | number; data?: unknown; message?: string };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'status' in body;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let lastLoginRedirect = 0;

/** Expired login: toast once, forget the session, go to /login with the current address as target. */
function handleLoginRequired(): void {
  const now = Date.now();
  if (now - lastLoginRedirect < 2000) return;
  lastLoginRedirect = now;
  notifyError(ERROR_TEXT.loginRequired);
  clearSession();
  if (window.location.pathname !== '/login') goTo(loginUrl(currentTarget()), { replace: true });
}

/** Test helper: forgets the last login redirect so each test sees its own. */
export function resetHttpStateForTests(): void {
  lastLoginRedirect = 0;
}

function fail(text: string, status: string | number, httpStatus: number, silent: boolean | undefined, data?: unknown): never {
  if (!silent) notifyError(text);
  throw new ApiError(text, status, httpStatus, data);
}

/** Applies the envelope rules and the error catalogue to a parsed response body. */
export function interpret<T>(response: Response, body: unknown, options: RequestOptions): T {
  if (options.global) return body as T;
  const envelope = isEnvelope(body) ? body : null;

  if (response.status === 401 || String(envelope?.status) === STATUS_NOT_LOGGED_IN) {
    handleLoginRequired();
    throw new ApiError(ERROR_TEXT.loginRequired, STATUS_NOT_LOGGED_IN, response.status, envelope?.data);
  }

  if (!response.ok) {
    const code = response.status;
    if (code === 500) fail(ERROR_TEXT.network, envelope?.status ?? code, code, options.silent);
    // A 4xx answered with our envelope carries a Chinese message meant for the user.
    if (code < 500 && envelope?.message) fail(envelope.message, envelope.status, code, options.silent, envelope.data);
    if (code === 404) fail(ERROR_TEXT.notFound, code, code, options.silent);
    fail(errorCodeText(code), code, code, options.silent);
  }

  if (!envelope) fail(ERROR_TEXT.messageLost, response.status, response.status, options.silent);
  if (String(envelope.status) === '200') return envelope.data as T;

  if (String(envelope.status) === STATUS_BACK_TO_RESUME_LIST) {
    if (envelope.message && !options.silent) notifyError(envelope.message);
    goTo(RESUME_LIST_PATH);
    throw new ApiError(envelope.message ?? ERROR_TEXT.messageLost, envelope.status, response.status, envelope.data);
  }
  return fail(envelope.message || ERROR_TEXT.messageLost, envelope.status, response.status, options.silent, envelope.data);
}

/** Calls the API and resolves with `data` of a status-200 envelope; rejects with ApiError otherwise. */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, options);
  const body = await readBody(response);
  return interpret<T>(response, body, options);
}

type Shortcut = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: <T>(url: string, params?: Params, options?: Omit<Shortcut, 'params'>) => request<T>(url, { ...options, method: 'GET', params }),
  post: <T>(url: string, body?: unknown, options?: Shortcut) => request<T>(url, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(url: string, body?: unknown, options?: Shortcut) => request<T>(url, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(url: string, body?: unknown, options?: Shortcut) => request<T>(url, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(url: string, options?: Shortcut) => request<T>(url, { ...options, method: 'DELETE' }),
};

export { readBody };
