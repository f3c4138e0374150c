// The error catalogue of spec section 8 and the error every failed call rejects with.

export const ERROR_TEXT = {
  loginRequired: '请登录后访问',
  messageLost: '对应的错误信息丢失了',
  notFound: '请求接口不存在',
  network: '网络连接失败',
  timeout: '请求超时',
  downloading: '文件下载中...',
  copied: '已复制到剪贴板',
  copyUnsupported: '浏览器版本过低，请升级',
} as const;

export function errorCodeText(code: number): string {
  return `错误代码：${code}`;
}

/** Body status meaning "not logged in". */
export const STATUS_NOT_LOGGED_IN = '999';
/** Body status that sends the browser back to the company talent pool. */
export const STATUS_BACK_TO_RESUME_LIST = '30067-009';
export const RESUME_LIST_PATH = '/resume/list/company';

/**
 * A failed call. `status` is the body status code string, '999' for an expired login,
 * 0 for a timeout or a network failure; `httpStatus` is the HTTP code (0 without a response).
 */
export class ApiError extends Error {
  readonly status: string | number;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(message: string, status: string | number, httpStatus: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.httpStatus = httpStatus;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
