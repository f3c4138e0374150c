// Editing one history entry in place (or adding one): the section's list is sent with that
// entry changed, since PATCH replaces a list as a whole.
import { Form } from 'antd';
import { resumeUpdateSchema, type ResumeDetail } from '@bole/domain';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateResume } from '../../api/update-resume';
import { entryInput, HISTORY_KINDS, isBlankEntry, type HistoryKey } from '../../forms/history-fields';
import { HistoryFields } from '../../forms/HistoryFields';
import { showSaveError } from '../../shared/save-error';
import { EditorFrame } from './EditorFrame';
import { formEntryOf, inputListOf } from './entries';

type Props = { kind: HistoryKey; resume: ResumeDetail; index: number | 'new'; onDone: () => void };
type Values = Record<string, unknown>;

export default function EntryEditor({ kind, resume, index, onDone }: Props) {
  const meta = HISTORY_KINDS[kind];
  const [form] = Form.useForm<Values>();
  const update = useUpdateResume();
  const entries = resume[kind];
  const initial = index === 'new' ? {} : formEntryOf(kind, entries[index]!);

  const submit = async (values: Values) => {
    const entry = entryInput(meta, values);
    if (isBlankEntry(entry)) {
      onDone();
      return;
    }
    const list = inputListOf(kind, entries);
    if (index === 'new') list.push(entry);
    else list[index] = entry;
    const parsed = resumeUpdateSchema.safeParse({ [kind]: list });
    if (!parsed.success) {
      // Issues name the list and index; the form holds just this entry.
      form.setFields(parsed.error.issues.map((i) => ({ name: [String(i.path[i.path.length - 1])], errors: [i.message] })));
      return;
    }
    try {
      await update.mutateAsync({ id: resume.id, body: parsed.data });
      notifySuccess(index === 'new' ? `已添加${meta.noun}` : '已保存');
      onDone();
    } catch (error) {
      showSaveError(form, error);
    }
  };

  return (
    <EditorFrame form={form} initialValues={initial} saving={update.isPending} onFinish={(v) => void submit(v)} onCancel={onDone} label={index === 'new' ? `添加${meta.noun}` : `编辑${meta.noun}`}>
      <HistoryFields kind={meta} />
    </EditorFrame>
  );
}
