// 新建/编辑筛选规则: the conditions (学历, 统招, 非专升本, 985/211, 院校, 工作年限, 年龄, 关键词),
// when the rule fires and what it does. Checked with the same schema as the server.
import { Button, Checkbox, Drawer, Form, Input, InputNumber, Radio, Select } from 'antd';
import {
  codeOptions,
  degreeLabels,
  filterActionLabels,
  filterRuleCreateSchema,
  filterScopeLabels,
  filterTriggerLabels,
  RULE_AGE_MAX,
  RULE_AGE_MIN,
  RULE_NAME_MAX,
  RULE_WORK_YEARS_MAX,
  type FilterRule,
} from '@bole/domain';
import { notifySuccess } from '../../../lib/notify';
import { showSaveError } from '../../../lib/save-error';
import { useTagOptions } from '../api/get-tag-options';
import { useSaveFilterRule } from '../api/save-filter-rule';

type Props = { rule?: FilterRule; onClose: () => void };
type Values = Record<string, unknown> & { action?: string; conditions?: Record<string, unknown> };

const DEGREES = codeOptions(degreeLabels, [10, 9, 8, 2, 3, 4, 7, 5, 6]);
const EMPTY_CONDITIONS = { unifiedOnly: false, notUpgraded: false, school985211: false, schools: [], includeKeywords: [], excludeKeywords: [] };

export default function FilterRuleDrawer({ rule, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveFilterRule();
  const { data: tags, isLoading: tagsLoading } = useTagOptions();
  const action = Form.useWatch('action', form) as string | undefined;
  const initial: Values = rule
    ? { name: rule.name, scope: rule.scope, trigger: rule.trigger, action: rule.action, tagId: rule.tagId ?? undefined, enabled: rule.enabled, conditions: { ...rule.conditions } }
    : { scope: 'company', trigger: 'miss', action: 'eliminate', enabled: true, conditions: EMPTY_CONDITIONS };

  const submit = async (values: Values) => {
    const parsed = filterRuleCreateSchema.safeParse({ ...values, tagId: values.action === 'flag' ? (values.tagId ?? null) : null });
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: i.path.map(String) as never, errors: [i.message] })));
      return;
    }
    try {
      await save.mutateAsync({ id: rule?.id, body: parsed.data });
      notifySuccess(rule ? '筛选规则已保存' : '筛选规则已创建，之后入库的简历按它筛选');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '31301': 'name', '40400': 'tagId' });
    }
  };

  const range = (min: string, max: string, lo: number, hi: number, unit: string) => (
    <div className="bole-rules-range">
      <Form.Item name={['conditions', min]} noStyle>
        <InputNumber min={lo} max={hi} precision={0} placeholder="不限" aria-label={`最低${unit}`} style={{ width: 120 }} />
      </Form.Item>
      <span>至</span>
      <Form.Item name={['conditions', max]} noStyle>
        <InputNumber min={lo} max={hi} precision={0} placeholder="不限" aria-label={`最高${unit}`} style={{ width: 120 }} />
      </Form.Item>
      <span className="bole-rules-muted">{unit}</span>
    </div>
  );

  return (
    <Drawer
      open
      title={rule ? `编辑筛选规则「${rule.name}」` : '新建筛选规则'}
      size={640}
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
          <Input maxLength={RULE_NAME_MAX} showCount placeholder="如：本科及以上、排除外包经历" />
        </Form.Item>
        <Form.Item name="scope" label="适用范围" extra="指定职位：只对投递到在「其他设置」中选择了该规则的职位的简历生效">
          <Radio.Group options={codeOptions(filterScopeLabels)} />
        </Form.Item>
        <h5 className="bole-rules-section">筛选条件</h5>
        <Form.Item name={['conditions', 'minDegree']} label="最低学历">
          <Select allowClear placeholder="不限" options={DEGREES} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="学历要求" style={{ marginBottom: 8 }}>
          <div className="bole-rules-range">
            <Form.Item name={['conditions', 'unifiedOnly']} valuePropName="checked" noStyle>
              <Checkbox>统招</Checkbox>
            </Form.Item>
            <Form.Item name={['conditions', 'notUpgraded']} valuePropName="checked" noStyle>
              <Checkbox>非专升本</Checkbox>
            </Form.Item>
            <Form.Item name={['conditions', 'school985211']} valuePropName="checked" noStyle>
              <Checkbox>985/211院校</Checkbox>
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item name={['conditions', 'schools']} label="指定院校" extra="毕业院校须为其中之一；输入后回车添加">
          <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} placeholder="如：浙江大学、复旦大学" />
        </Form.Item>
        <Form.Item label="工作年限">{range('minWorkYears', 'maxWorkYears', 0, RULE_WORK_YEARS_MAX, '年')}</Form.Item>
        <Form.Item label="年龄">{range('minAge', 'maxAge', RULE_AGE_MIN, RULE_AGE_MAX, '岁')}</Form.Item>
        <Form.Item name={['conditions', 'includeKeywords']} label="包含关键词" extra="简历中出现任一关键词即符合">
          <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} placeholder="如：Java、Spring" />
        </Form.Item>
        <Form.Item name={['conditions', 'excludeKeywords']} label="排除关键词" extra="简历中出现任一关键词即不符合">
          <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} placeholder="如：外包、驻场" />
        </Form.Item>
        <h5 className="bole-rules-section">触发与处理</h5>
        <Form.Item name="trigger" label="触发时机" extra="简历没有写明的信息不算符合也不算不符合，不会因此触发规则">
          <Radio.Group options={codeOptions(filterTriggerLabels)} />
        </Form.Item>
        <Form.Item name="action" label="处理方式" extra={action === 'eliminate' ? '自动淘汰：简历标记为已淘汰；投递到职位的，该职位的申请直接淘汰并记录原因。简历不会被删除。' : '标记：给简历打上所选标签，方便在人才库中按标签筛选'}>
          <Radio.Group options={codeOptions(filterActionLabels)} />
        </Form.Item>
        {action === 'flag' && (
          <Form.Item name="tagId" label="打上标签" required extra="标签在「标签管理」中维护">
            <Select loading={tagsLoading} placeholder="请选择标签" options={(tags ?? []).map((t) => ({ value: t.id, label: t.name }))} notFoundContent="暂无标签，请先在标签管理中添加" style={{ width: 240 }} />
          </Form.Item>
        )}
        <Form.Item name="enabled" hidden>
          <Input />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
