// Shows why a save failed where the user is looking: on the fields the server named (or that
// its error code belongs to), else as a toast. Form mutations are sent silent.
import type { FormInstance } from 'antd';
import { ERROR_TEXT, isApiError, STATUS_NOT_LOGGED_IN } from '../api/errors';
import { notifyError } from './notify';

type FieldError = { field: string; message: string };

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) return [];
  return data.fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string');
}

/** A field path of the server ('educations.0.graduationSchool') as antd's name path. */
const namePath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** Body status -> the form field its message belongs on (e.g. 30001 姓名最多30个字符 -> name). */
export function showSaveError(form: FormInstance | null, error: unknown, fieldByStatus: Record<string, string> = {}): void {
  if (!isApiError(error)) {
    notifyError(ERROR_TEXT.messageLost);
    return;
  }
  // An expired login has already been announced and redirected.
  if (String(error.status) === STATUS_NOT_LOGGED_IN) return;
  if (form) {
    const known = new Set(Object.keys(form.getFieldsValue(true) as object));
    const onFields = fieldErrorsOf(error.data).filter((f) => known.has(f.field.split('.')[0] ?? ''));
    const byStatus = fieldByStatus[String(error.status)];
    if (byStatus) onFields.push({ field: byStatus, message: error.message });
    if (onFields.length > 0) {
      form.setFields(onFields.map((f) => ({ name: namePath(f.field), errors: [f.message] })));
      form.scrollToField(namePath(onFields[0]!.field));
      return;
    }
  }
  notifyError(error.message);
}
