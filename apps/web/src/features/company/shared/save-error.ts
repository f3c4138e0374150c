// Shows why a save failed where the user is looking: on the fields the server named (or
// that its error code belongs to), else as a toast. Mutations of forms are sent silent.
import type { FormInstance } from 'antd';
import { ERROR_TEXT, isApiError, STATUS_NOT_LOGGED_IN } from '../../../api/errors';
import { notifyError } from '../../../lib/notify';

type FieldError = { field: string; message: string };

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) return [];
  return data.fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string');
}

/** Body status -> the form field its message belongs on (e.g. 10004 邮箱已注册 -> loginEmail). */
export type FieldByStatus = Record<string, string>;

export function showSaveError(form: FormInstance | null, error: unknown, fieldByStatus: FieldByStatus = {}): void {
  if (!isApiError(error)) {
    notifyError(ERROR_TEXT.messageLost);
    return;
  }
  // An expired login has already been announced and redirected.
  if (String(error.status) === STATUS_NOT_LOGGED_IN) return;
  if (form) {
    const known = new Set(Object.keys(form.getFieldsValue() as object));
    const onFields = fieldErrorsOf(error.data).filter((f) => known.has(f.field.split('.')[0] ?? ''));
    const byStatus = fieldByStatus[String(error.status)];
    if (byStatus) onFields.push({ field: byStatus, message: error.message });
    if (onFields.length > 0) {
      form.setFields(onFields.map((f) => ({ name: f.field.split('.'), errors: [f.message] })));
      form.scrollToField(onFields[0]!.field.split('.'));
      return;
    }
  }
  notifyError(error.message);
}
