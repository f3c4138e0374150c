// Editing one history entry in place (or adding one): the section's list is sent with that
// entry changed, since PATCH replaces a list as a whole.
import { Form } from 'antd';
import type { ResumeDetail } from '@bole/domain';
import { entryInput, HISTORY_KINDS, isBlankEntry, type HistoryKey } from '../../forms/history-fields';
import { HistoryFields } from '../../forms/HistoryFields';
import { EditorFrame } from './EditorFrame';
import { formEntryOf, inputListOf } from './entries';
import { usePatchResume } from './use-patch-resume';

type Props = { kind: HistoryKey; resume: ResumeDetail; index: number | 'new'; onDone: () => void };
type Values = Record<string, unknown>;

export default function EntryEditor({ kind, resume, index, onDone }: Props) {
  const meta = HISTORY_KINDS[kind];
  const [form] = Form.useForm<Values>();
  const { send, saving } = usePatchResume(resume, form, onDone);
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
    await send(
      { [kind]: list },
      {
        // Issues name the list and index; the form holds just this entry.
        nameOf: (path) => [String(path[path.length - 1])],
        saved: index === 'new' ? `已添加${meta.noun}` : '已保存',
      },
    );
  };

  return (
    <EditorFrame form={form} initialValues={initial} saving={saving} onFinish={(v) => void submit(v)} onCancel={onDone} label={index === 'new' ? `添加${meta.noun}` : `编辑${meta.noun}`}>
      <HistoryFields kind={meta} />
    </EditorFrame>
  );
}
