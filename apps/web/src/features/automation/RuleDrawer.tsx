// 新建/编辑自动化规则: the trigger, which candidates it is for (职位, 部门, 阶段, 渠道; empty = all),
// and what it does (send a template, move to a stage, add a tag). Checked with the server's schema.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Form, Input, Select, Switch, TreeSelect } from 'antd';
import {
  AUTOMATION_ACTIONS_MAX,
  AUTOMATION_PENDING_NOTE,
  AUTOMATION_RULE_NAME_MAX,
  automationRuleSaveSchema,
  automationTriggerLabels,
  codeOptions,
  isLiveTrigger,
  messageChannelLabels,
  messageRecipientLabels,
  messageTemplateTypeLabels,
  notificationTemplateTypeOrder,
  type AutomationRule,
  type AutomationTrigger,
} from '@bole/domain';
import { useOfferedChannels } from '../../api/channel-options';
import { useOrgOptions } from '../../api/org-options';
import { notifySuccess } from '../../lib/notify';
import { showSaveError } from '../../lib/save-error';
import { useJobPicker, useStagePicker, useTagPicker } from './api/pickers';
import { useSaveRule } from './api/save-rule';

type Props = { rule?: AutomationRule; onClose: () => void };
type ActionValues = { kind?: string; templateType?: number; channels?: string[]; recipients?: string[]; stageId?: number; tagId?: number };
type Values = { name?: string; trigger?: string; enabled?: boolean; conditions?: Record<string, number[]>; actions?: ActionValues[] };

const TRIGGERS = codeOptions(automationTriggerLabels).map((o) => ({ ...o, label: isLiveTrigger(o.value) ? o.label : `${o.label}（暂未生效）` }));
const KINDS = [
  { value: 'send', label: '发送消息' },
  { value: 'move', label: '移动到阶段' },
  { value: 'tag', label: '添加标签' },
];
const TEMPLATES = notificationTemplateTypeOrder.map((value) => ({ value, label: messageTemplateTypeLabels[value] }));
const CHANNELS = codeOptions(messageChannelLabels);
const RECIPIENTS = codeOptions(messageRecipientLabels);
const NEW_SEND: ActionValues = { kind: 'send', channels: ['email'], recipients: ['candidate'] };

export default function RuleDrawer({ rule, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveRule();
  const jobs = useJobPicker();
  const stages = useStagePicker();
  const tags = useTagPicker();
  const orgs = useOrgOptions();
  const channels = useOfferedChannels(rule?.conditions.channelIds ?? []);
  const trigger = Form.useWatch('trigger', form) as AutomationTrigger | undefined;
  const initial: Values = rule
    ? { name: rule.name, trigger: rule.trigger, enabled: rule.enabled, conditions: { ...rule.conditions }, actions: rule.actions.map((a) => ({ ...a })) }
    : { enabled: true, conditions: { jobIds: [], orgIds: [], stageIds: [], channelIds: [] }, actions: [NEW_SEND] };

  const submit = async (values: Values) => {
    const parsed = automationRuleSaveSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path.map((p) => (typeof p === 'number' ? p : String(p))) as never, errors: [i.message] })));
      return;
    }
    try {
      await save.mutateAsync({ id: rule?.id, body: parsed.data });
      notifySuccess(rule ? '自动化规则已保存' : '自动化规则已创建');
      onClose();
    } catch (error) {
      showSaveError(form, error);
    }
  };

  return (
    <Drawer
      open
      title={rule ? `编辑自动化规则「${rule.name}」` : '新建自动化规则'}
      size={680}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form form={form} layout="vertical" autoComplete="off" initialValues={initial} onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label="规则名称" required>
          <Input maxLength={AUTOMATION_RULE_NAME_MAX} showCount placeholder="如：推荐给用人部门后通知候选人" />
        </Form.Item>
        <Form.Item name="trigger" label="触发条件" required extra={trigger && !isLiveTrigger(trigger) ? AUTOMATION_PENDING_NOTE : '发生该操作时，对符合下列条件的候选人执行动作'}>
          <Select placeholder="请选择触发条件" options={TRIGGERS} style={{ width: 280 }} />
        </Form.Item>
        <h5 className="bole-automation-section">适用候选人（不选为全部）</h5>
        <Form.Item name={['conditions', 'jobIds']} label="职位">
          <Select mode="multiple" allowClear placeholder="全部职位" loading={jobs.isLoading} options={jobs.data ?? []} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name={['conditions', 'orgIds']} label="部门" extra="职位所属的部门">
          <TreeSelect multiple allowClear treeDefaultExpandAll placeholder="全部部门" treeData={orgs.treeData} />
        </Form.Item>
        <Form.Item name={['conditions', 'stageIds']} label="所在阶段">
          <Select mode="multiple" allowClear placeholder="全部阶段" loading={stages.isLoading} options={stages.data ?? []} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name={['conditions', 'channelIds']} label="渠道">
          <Select mode="multiple" allowClear placeholder="全部渠道" options={channels} optionFilterProp="label" />
        </Form.Item>
        <h5 className="bole-automation-section">执行动作</h5>
        <Form.List name="actions">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="bole-automation-action" role="group" aria-label={`动作${index + 1}`}>
                  <div className="bole-automation-action-head">
                    <Form.Item name={[field.name, 'kind']} label={`动作${index + 1}`} style={{ marginBottom: 8 }}>
                      <Select options={KINDS} style={{ width: 160 }} />
                    </Form.Item>
                    {fields.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除动作${index + 1}`} onClick={() => remove(field.name)} />}
                  </div>
                  <Form.Item noStyle shouldUpdate>
                    {() => {
                      const kind = form.getFieldValue(['actions', field.name, 'kind']) as string | undefined;
                      if (kind === 'move')
                        return (
                          <Form.Item name={[field.name, 'stageId']} label="移动到阶段" extra="阶段须在候选人所在职位的招聘流程中，否则该次执行记为失败">
                            <Select placeholder="请选择阶段" options={stages.data ?? []} style={{ width: 240 }} />
                          </Form.Item>
                        );
                      if (kind === 'tag')
                        return (
                          <Form.Item name={[field.name, 'tagId']} label="添加标签" extra="标签在「标签管理」中维护">
                            <Select placeholder="请选择标签" options={tags.data ?? []} notFoundContent="暂无标签，请先在标签管理中添加" style={{ width: 240 }} />
                          </Form.Item>
                        );
                      return (
                        <>
                          <Form.Item name={[field.name, 'templateType']} label="消息模板" extra="模板在「邮件模板」中编辑">
                            <Select placeholder="请选择消息模板" options={TEMPLATES} style={{ width: 240 }} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'channels']} label="发送方式">
                            <Checkbox.Group options={CHANNELS} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'recipients']} label="收件人">
                            <Select mode="multiple" placeholder="请选择收件人" options={RECIPIENTS} optionFilterProp="label" />
                          </Form.Item>
                        </>
                      );
                    }}
                  </Form.Item>
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < AUTOMATION_ACTIONS_MAX && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(NEW_SEND)}>
                  添加动作
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Form.Item name="enabled" label="启用" valuePropName="checked" style={{ marginTop: 16 }}>
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
