// Editing 其他信息 in place: the enabled custom fields; only the values that changed are sent,
// an emptied one as null so the server clears it.
import { Form } from 'antd';
import { Perm, type ResumeDetail, type ResumeField } from '@bole/domain';
import { usePermission } from '../../../../api/permission';
import { CustomFieldItems, customFieldsBody } from '../../../../components/custom-fields/CustomFieldItems';
import { AttachmentInput } from '../../fields/AttachmentInput';
import { EditorFrame } from './EditorFrame';
import { changedOnly, usePatchResume } from './use-patch-resume';

type Props = { resume: ResumeDetail; fields: ResumeField[]; onDone: () => void };
type Values = { customFields?: Record<string, unknown> };

export default function CustomFieldsEditor({ resume, fields, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const { send, saving } = usePatchResume(resume, form, onDone);
  const canUpload = usePermission(Perm.CandidateAttachmentUpload);
  const initial: Values = { customFields: Object.fromEntries(fields.map((f) => [f.key, resume.customFields[f.key] ?? undefined])) };

  const submit = async (values: Values) => {
    const body = changedOnly(customFieldsBody(values.customFields, fields, true), resume.customFields);
    if (Object.keys(body).length === 0) onDone();
    else await send({ customFields: body });
  };

  return (
    <EditorFrame form={form} initialValues={initial} saving={saving} onFinish={(v) => void submit(v)} onCancel={onDone} label="编辑其他信息">
      <CustomFieldItems fields={fields} attachment={{ input: (props) => <AttachmentInput {...props} resumeId={resume.id} files={resume.files} canUpload={canUpload} /> }} />
    </EditorFrame>
  );
}
