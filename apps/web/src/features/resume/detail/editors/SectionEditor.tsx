// Editing 基本信息 or 求职意向 in place: only the fields that changed are sent (PATCH), and
// masked contact details or hidden salaries are never sent back.
import { Form } from 'antd';
import { missingRequiredFields, type ResumeDetail } from '@bole/domain';
import { useRequiredResumeFields } from '../../api/get-resume-settings';
import { BaseInfoFields } from '../../forms/BaseInfoFields';
import { IntentionFields } from '../../forms/IntentionFields';
import { BASE_KEYS, INTENTION_KEYS, resumeBody, type ResumeFormValues } from '../../forms/to-body';
import { EditorFrame } from './EditorFrame';
import { changedOnly, usePatchResume } from './use-patch-resume';

type Props = { section: 'base' | 'intention'; resume: ResumeDetail; onDone: () => void };

const CONTACT = new Set(['mobile', 'email', 'wechatCode']);
const SALARY = new Set(['currentSalary', 'expectSalary']);

/** The keys this caller may change in the section. */
export function editableKeys(section: 'base' | 'intention', resume: Pick<ResumeDetail, 'contactMasked' | 'salaryHidden'>): string[] {
  const keys: readonly string[] = section === 'base' ? BASE_KEYS : INTENTION_KEYS;
  return keys.filter((k) => !(resume.contactMasked && CONTACT.has(k)) && !(resume.salaryHidden && SALARY.has(k)));
}

export default function SectionEditor({ section, resume, onDone }: Props) {
  const [form] = Form.useForm<ResumeFormValues>();
  const { send, saving } = usePatchResume(resume, form, onDone);
  const all: readonly string[] = section === 'base' ? BASE_KEYS : INTENTION_KEYS;
  const initial = Object.fromEntries(all.map((k) => [k, (resume as Record<string, unknown>)[k] ?? undefined])) as ResumeFormValues;
  // A required field may not be cleared; one the resume never had (stored by intake) may stay empty.
  const required = useRequiredResumeFields().filter((key) => missingRequiredFields(initial, [key]).length === 0);

  const submit = async (values: ResumeFormValues) => {
    const body = changedOnly(resumeBody(values, editableKeys(section, resume), true) as Record<string, unknown>, initial);
    if (Object.keys(body).length === 0) onDone();
    else await send(body, { fieldByStatus: { '30001': 'name' } });
  };

  return (
    <EditorFrame form={form} initialValues={initial} saving={saving} onFinish={(v) => void submit(v)} onCancel={onDone} label={section === 'base' ? '编辑基本信息' : '编辑求职意向'}>
      {section === 'base' ? <BaseInfoFields autoFocus contactLocked={resume.contactMasked} required={required} /> : <IntentionFields autoFocus salaryLocked={resume.salaryHidden} />}
    </EditorFrame>
  );
}
