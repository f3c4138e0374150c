// Editing 其他信息 in place: the enabled custom fields; only the values that changed are sent,
// an emptied one as null so the server clears it.
import { Form } from 'antd';
import { Perm, resumeUpdateSchema, type ResumeDetail, type ResumeField } from '@bole/domain';
import { usePermission } from '../../../../api/permission';
import { notifySuccess } from '../../../../lib/notify';
import { useUpdateResume } from '../../api/update-resume';
import { CustomFieldItems, customFieldsBody } from '../../../../components/custom-fields/CustomFieldItems';
import { AttachmentInput } from '../../fields/AttachmentInput';
import { showSaveError } from '../../shared/save-error';
import { EditorFrame } from './EditorFrame';

type Props = { resume: ResumeDetail; fields: ResumeField[]; onDone: () => void };
type Values = { customFields?: Record<string, unknown> };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export default function CustomFieldsEditor({ resume, fields, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateResume();
  const canUpload = usePermission(Perm.CandidateAttachmentUpload);
  const initial: Values = { customFields: Object.fromEntries(fields.map((f) => [f.key, resume.customFields[f.key] ?? undefined])) };

  const submit = async (values: Values) => {
    const body = customFieldsBody(values.customFields, fields, true);
    for (const key of Object.keys(body)) if (same(body[key], resume.customFields[key])) delete body[key];
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    const parsed = resumeUpdateSchema.safeParse({ customFields: body });
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path.map(String) as never, errors: [i.message] })));
      return;
    }
    try {
      await update.mutateAsync({ id: resume.id, body: parsed.data });
      notifySuccess('已保存');
      onDone();
    } catch (error) {
      showSaveError(form, error);
    }
  };

  return (
    <EditorFrame form={form} initialValues={initial} saving={update.isPending} onFinish={(v) => void submit(v)} onCancel={onDone} label="编辑其他信息">
      <CustomFieldItems fields={fields} attachment={{ input: (props) => <AttachmentInput {...props} resumeId={resume.id} files={resume.files} canUpload={canUpload} /> }} />
    </EditorFrame>
  );
}
