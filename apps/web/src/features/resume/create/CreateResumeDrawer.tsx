// 新建简历: the whole resume (base info, intention, the four histories) in one drawer, posted
// to POST /api/resumes; the answer's parseStatus tells how it was stored (spec section 4).
import { Button, Drawer, Form, Select } from 'antd';
import { resumeCreateSchema, type ResumeCreate, type ResumeCreated } from '@bole/domain';
import { useRef, useState } from 'react';
import { BaseInfoFields } from '../forms/BaseInfoFields';
import { HISTORY_KINDS, HISTORY_ORDER } from '../forms/history-fields';
import { HistoryList } from '../forms/HistoryList';
import { IntentionFields } from '../forms/IntentionFields';
import { BASE_KEYS, INTENTION_KEYS, resumeBody, type ResumeFormValues } from '../forms/to-body';
import { showSaveError } from '../shared/save-error';
import { useCreateResume } from '../api/create-resume';
import { useOfferedChannels } from '../../../api/channel-options';
import { useRequiredResumeFields } from '../api/get-resume-settings';
import { useEnabledResumeFields } from '../api/get-resume-fields';
import { CustomFieldItems, customFieldsBody } from '../../../components/custom-fields/CustomFieldItems';
import { CreatedResult } from './CreatedResult';
import '../resume.css';
import '../forms/forms.css';

const ALL_KEYS = [...BASE_KEYS, ...INTENTION_KEYS, 'channel', ...HISTORY_ORDER];
const INITIAL: ResumeFormValues = { workExperiences: [{}], educations: [{}], projects: [], trainings: [] };
// A new resume has no files yet: its attachment fields are filled on the detail page.
const NEW_RESUME_ATTACHMENT = { pending: '保存简历后，可在简历详情的「其他信息」中上传' };

const SECTIONS = [
  { id: 'new-resume-base', title: '基本信息' },
  { id: 'new-resume-intention', title: '求职意向' },
  ...HISTORY_ORDER.map((key) => ({ id: `new-resume-${key}`, title: HISTORY_KINDS[key].title })),
];

type Props = { onClose: () => void; onCreated?: (created: ResumeCreated) => void };

export default function CreateResumeDrawer({ onClose, onCreated }: Props) {
  const [form] = Form.useForm<ResumeFormValues>();
  // The company's channels load when the picker is first used.
  const [channelsWanted, setChannelsWanted] = useState(false);
  const channels = useOfferedChannels([], channelsWanted);
  const create = useCreateResume();
  const required = useRequiredResumeFields();
  const { fields } = useEnabledResumeFields();
  const sections = fields.length > 0 ? [...SECTIONS, { id: 'new-resume-custom', title: '其他信息' }] : SECTIONS;
  const [created, setCreated] = useState<(ResumeCreated & { name: string }) | null>(null);
  const body = useRef<HTMLDivElement>(null);

  const submit = async (values: ResumeFormValues) => {
    // Attachments need a stored resume: they are added on the detail page after saving.
    const custom = customFieldsBody(values.customFields as Record<string, unknown> | undefined, fields.filter((f) => f.type !== 'attachment'), false);
    const parsed = resumeCreateSchema.safeParse({ ...resumeBody(values, ALL_KEYS), ...(Object.keys(custom).length > 0 ? { customFields: custom } : {}) });
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), errors: [issue.message] })));
      return;
    }
    try {
      const result = await create.mutateAsync(parsed.data as ResumeCreate);
      setCreated({ ...result, name: parsed.data.name });
      onCreated?.(result);
    } catch (error) {
      // 30001 姓名最多30个字符: nothing was stored; the message belongs under the name.
      showSaveError(form, error, { '30001': 'name' });
    }
  };

  const again = () => {
    setCreated(null);
    form.resetFields();
  };

  const jump = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <Drawer
      open
      title="新建简历"
      size={860}
      onClose={onClose}
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
      footer={
        created ? null : (
          <div className="bole-drawer-footer">
            <span className="bole-muted">带 * 的为必填项，其余可稍后在简历详情中补充</span>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
              保存简历
            </Button>
          </div>
        )
      }
    >
      {created ? (
        <CreatedResult created={created} name={created.name} onAgain={again} onClose={onClose} />
      ) : (
        <div ref={body}>
          <nav className="bole-form-nav" aria-label="简历分区">
            {sections.map((s) => (
              <button key={s.id} type="button" onClick={() => jump(s.id)}>
                {s.title}
              </button>
            ))}
          </nav>
          <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={(v) => void submit(v)} scrollToFirstError autoComplete="off" className="bole-resume-form">
            <section id="new-resume-base" className="bole-form-section" aria-labelledby="new-resume-base-title">
              <h3 id="new-resume-base-title">基本信息</h3>
              <BaseInfoFields autoFocus required={required} />
              <Form.Item name="channel" label="来源渠道" style={{ maxWidth: 'calc(50% - 8px)' }}>
                <Select allowClear options={channels} onFocus={() => setChannelsWanted(true)} placeholder="不选则记为手动录入" />
              </Form.Item>
            </section>
            <section id="new-resume-intention" className="bole-form-section" aria-labelledby="new-resume-intention-title">
              <h3 id="new-resume-intention-title">求职意向</h3>
              <IntentionFields />
            </section>
            {HISTORY_ORDER.map((key) => (
              <section key={key} id={`new-resume-${key}`} className="bole-form-section" aria-labelledby={`new-resume-${key}-title`}>
                <HistoryList kind={HISTORY_KINDS[key]} titleId={`new-resume-${key}-title`} />
              </section>
            ))}
            {fields.length > 0 && (
              <section id="new-resume-custom" className="bole-form-section" aria-labelledby="new-resume-custom-title">
                <h3 id="new-resume-custom-title">其他信息</h3>
                <CustomFieldItems fields={fields} attachment={NEW_RESUME_ATTACHMENT} />
              </section>
            )}
          </Form>
        </div>
      )}
    </Drawer>
  );
}
