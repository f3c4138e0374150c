// The save of an in-place editor of the detail page: the patch checked by the domain's schema
// (its issues shown on the fields), sent, then a notice and the editor closes; a refusal of the
// server shows on its field.
import type { FormInstance } from 'antd';
import { resumeUpdateSchema, type ResumeDetail } from '@bole/domain';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateResume } from '../../api/update-resume';
import { showSaveError } from '../../shared/save-error';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys of `body` whose values differ from `before` (an absent value and null alike). */
export function changedOnly(body: Record<string, unknown>, before: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !same(value, before[key])));
}

type SendOptions = {
  /** The form field an issue of the patch belongs on (default: its whole path). */
  nameOf?: (path: readonly PropertyKey[]) => (string | number)[];
  saved?: string;
  /** Body status -> the form field its message belongs on. */
  fieldByStatus?: Record<string, string>;
};

export function usePatchResume(resume: Pick<ResumeDetail, 'id'>, form: FormInstance, onDone: () => void) {
  const update = useUpdateResume();
  const send = async (patch: Record<string, unknown>, { nameOf = (path) => path.map(String), saved = '已保存', fieldByStatus }: SendOptions = {}) => {
    const parsed = resumeUpdateSchema.safeParse(patch);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: nameOf(i.path) as never, errors: [i.message] })));
      return;
    }
    try {
      await update.mutateAsync({ id: resume.id, body: parsed.data });
      notifySuccess(saved);
      onDone();
    } catch (error) {
      showSaveError(form, error, fieldByStatus);
    }
  };
  return { send, saving: update.isPending };
}
