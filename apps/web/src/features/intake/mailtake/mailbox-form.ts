// The mailbox drawer's checks: the domain's save schema (the server's own) on the form's
// values, and the server's refusals put on the field they are about.
import type { FormInstance } from 'antd';
import { ERRORS, mailboxSaveSchema, type MailboxSave } from '@bole/domain';
import { ERROR_TEXT, isApiError, STATUS_NOT_LOGGED_IN } from '../../../api/errors';
import { notifyError } from '../../../lib/notify';

const PASSWORD_REQUIRED = ERRORS.MAILBOX_PASSWORD_REQUIRED.message;

/** The body to send, or null after marking the fields that are wrong. */
export async function parseMailbox(form: FormInstance, opts: { requirePassword: boolean }): Promise<MailboxSave | null> {
  const values = await form.validateFields().catch(() => null);
  if (!values) return null;
  const result = mailboxSaveSchema.safeParse({ ...values, port: values.port ?? undefined });
  if (!result.success) {
    form.setFields(result.error.issues.map((issue) => ({ name: issue.path.map(String), errors: [issue.message] })));
    return null;
  }
  if (opts.requirePassword && !result.data.password) {
    form.setFields([{ name: 'password', errors: [PASSWORD_REQUIRED] }]);
    return null;
  }
  return result.data;
}

// Refusals that are about one field of the drawer.
const FIELD_OF_STATUS: Record<string, string> = {
  [ERRORS.MAILBOX_TAKEN.status]: 'account',
  [ERRORS.MAILBOX_PASSWORD_REQUIRED.status]: 'password',
  [ERRORS.MAILBOX_SECRET_UNREADABLE.status]: 'password',
  [ERRORS.MAILBOX_NOT_IMAP.status]: 'protocol',
};

type FieldError = { field: string; message: string };

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fields' in data) || !Array.isArray(data.fields)) return [];
  return data.fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string');
}

/** Shows a failed save or test on its field when it names one, else as a notice. */
export function applyServerError(form: FormInstance, error: unknown): void {
  if (!isApiError(error)) return notifyError(ERROR_TEXT.messageLost);
  if (String(error.status) === STATUS_NOT_LOGGED_IN) return;
  const fields = fieldErrorsOf(error.data);
  const byStatus = FIELD_OF_STATUS[String(error.status)];
  if (byStatus && !fields.some((f) => f.field === byStatus)) fields.push({ field: byStatus, message: error.message });
  if (fields.length === 0) return notifyError(error.message);
  form.setFields(fields.map((f) => ({ name: f.field.split('.'), errors: [f.message] })));
}
