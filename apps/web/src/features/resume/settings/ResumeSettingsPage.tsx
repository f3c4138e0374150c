// /user/seting/resume 简历设置: which contact details mark a duplicate resume, which fields HR
// must fill when entering a resume by hand, and who owns a new resume. The server applies them
// when storing and editing resumes.
import { Checkbox, Form, Radio, Switch } from 'antd';
import {
  codeOptions,
  Perm,
  RESUME_REQUIRABLE_FIELDS,
  resumeDefaultOwnerLabels,
  resumeRequirableFieldLabels,
  resumeSettingsSchema,
  type ResumeSettingsInput,
  type ResumeSettingsResponse,
} from '@bole/domain';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { useResumeSettings } from '../api/get-resume-settings';
import { useUpdateResumeSettings } from '../api/update-resume-settings';
import { ErrorPanel } from '../shared/ErrorPanel';
import '../resume.css';
import { SaveBar, SettingRow, useSettingsSave } from './settings-parts';
import './settings.css';

const REQUIRED_OPTIONS = RESUME_REQUIRABLE_FIELDS.map((value) => ({ value, label: resumeRequirableFieldLabels[value] }));
const OWNER_HINTS: Record<string, string> = {
  entrant: '谁录入、上传或导入的简历，谁就是负责人；邮箱自动收取等后台入库的简历没有负责人。',
  none: '新简历不指定负责人，由HR在简历详情中移交或认领。',
};
const OWNER_OPTIONS = codeOptions(resumeDefaultOwnerLabels);

type Values = Pick<ResumeSettingsResponse, 'dedupe' | 'requiredFields' | 'defaultOwner'>;

function SettingsForm({ settings, canManage }: { settings: ResumeSettingsResponse; canManage: boolean }) {
  const [form] = Form.useForm<Values>();
  const save = useUpdateResumeSettings();
  const { dirty, markDirty, submit, undo } = useSettingsSave(form, resumeSettingsSchema, (v: ResumeSettingsInput) => save.mutateAsync(v), '简历设置已保存');
  const owner = Form.useWatch('defaultOwner', form) ?? settings.defaultOwner;
  const initial: Values = { dedupe: settings.dedupe, requiredFields: settings.requiredFields, defaultOwner: settings.defaultOwner };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} disabled={!canManage} onValuesChange={markDirty} className="bole-settings-form">
      <Panel title="查重规则" className="bole-settings-card">
        <p className="bole-settings-lead">
          新简历入库时，与已有简历满足下列任一条件即视为重复简历：重复简历照常保存，并关联到最早的那份，HR可在简历详情中查看和合并，不会丢失。
        </p>
        <SettingRow title="手机号相同" hint="两份简历的手机号（11位有效手机号）相同时视为同一候选人。">
          <Form.Item name={['dedupe', 'mobile']} valuePropName="checked" noStyle>
            <Switch aria-label="手机号相同视为重复" />
          </Form.Item>
        </SettingRow>
        <SettingRow title="邮箱相同" hint="两份简历的邮箱相同时视为同一候选人（不区分大小写）。">
          <Form.Item name={['dedupe', 'email']} valuePropName="checked" noStyle>
            <Switch aria-label="邮箱相同视为重复" />
          </Form.Item>
        </SettingRow>
        <SettingRow title="附件内容相同" hint="同一份附件再次上传时始终提示“附件重复上传”，不会再存一份，此项不可关闭。">
          <Switch checked disabled aria-label="附件内容相同视为重复（始终开启）" />
        </SettingRow>
      </Panel>

      <Panel title="手工录入必填项" className="bole-settings-card">
        <p className="bole-settings-lead">HR在伯乐招聘中新建简历时必须填写的信息（姓名始终必填）；编辑简历时这些信息也不能清空。邮箱收取、导入和第三方接口写入的简历不受此限制。</p>
        <div className="bole-settings-required">
          <Checkbox checked disabled style={{ marginInlineEnd: 8 }}>
            姓名
          </Checkbox>
          <Form.Item name="requiredFields" noStyle>
            <Checkbox.Group options={REQUIRED_OPTIONS} aria-label="手工录入必填项" />
          </Form.Item>
        </div>
      </Panel>

      <Panel title="默认负责人" className="bole-settings-card">
        <p className="bole-settings-lead">新简历没有指定负责人时，由谁负责跟进。</p>
        <Form.Item name="defaultOwner" extra={OWNER_HINTS[owner]} style={{ marginBottom: 0 }}>
          <Radio.Group options={OWNER_OPTIONS} />
        </Form.Item>
      </Panel>

      {canManage && <SaveBar saving={save.isPending} dirty={dirty} onUndo={undo} saved={settings} />}
    </Form>
  );
}

export function ResumeSettingsPage({ title }: { title: string }) {
  const canManage = usePermission(Perm.ResumeSettings);
  const { data: settings, isLoading, isError, refetch } = useResumeSettings();
  return (
    <section aria-label={title}>
      <PageHeader title={title} description="设置人才库如何识别重复简历、手工录入简历时的必填项和新简历的默认负责人，保存后对之后入库和编辑的简历生效。" />
      {isError && !settings ? (
        <ErrorPanel title="简历设置加载失败" onRetry={() => void refetch()} />
      ) : isLoading || !settings ? (
        <Panel className="bole-settings-card">
          <Skeleton title rows={8} />
        </Panel>
      ) : (
        <SettingsForm key={settings.updatedAt ?? 'default'} settings={settings} canManage={canManage} />
      )}
    </section>
  );
}
