// How a failed call reads on this page: DingTalk being unreachable answers 502, which the
// http client would only show as an error code, so it is said in words here.
import type { FormInstance } from 'antd';
import { ERROR_TEXT, isApiError, STATUS_NOT_LOGGED_IN } from '../../api/errors';
import { notifyError } from '../../lib/notify';

const UNREACHABLE = '钉钉接口调用失败：无法连接钉钉服务器（网络异常或请求超时），请稍后再试';

/** The Chinese text of a failed call, or null when the expired login has already been handled. */
export function errorText(error: unknown): string | null {
  if (!isApiError(error)) return ERROR_TEXT.messageLost;
  if (String(error.status) === STATUS_NOT_LOGGED_IN) return null;
  if (error.httpStatus === 502 || error.httpStatus === 504) return UNREACHABLE;
  return error.message;
}

type FieldError = { field: string; message: string };

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) return [];
  return data.fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string');
}

/** Puts a failed save on the fields the server named (or that its status belongs to), else in a toast. */
export function showFormError(form: FormInstance, error: unknown, fieldByStatus: Record<string, string> = {}): void {
  const text = errorText(error);
  if (text === null) return;
  const fields = isApiError(error) ? fieldErrorsOf(error.data) : [];
  const byStatus = isApiError(error) ? fieldByStatus[String(error.status)] : undefined;
  if (byStatus) fields.push({ field: byStatus, message: text });
  if (fields.length > 0) {
    form.setFields(fields.map((f) => ({ name: f.field.split('.'), errors: [f.message] })));
    return;
  }
  notifyError(text);
}
