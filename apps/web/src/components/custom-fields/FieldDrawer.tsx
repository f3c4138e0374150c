// 新增字段 / 编辑字段: name, type with its own settings (options, date precision, dictionary),
// hints, required and enabled. Type, precision, dictionary and key stay as created: the values
// resumes hold depend on them.
import { Button, Collapse, Drawer, Flex, Form, Input, Radio, Select, Switch } from 'antd';
import {
  codeOptions,
  CustomFieldType,
  customFieldTypeHints,
  customFieldTypeLabels,
  DatePrecision,
  datePrecisionLabels,
  FIELD_HELP_MAX,
  FIELD_PLACEHOLDER_MAX,
  fieldDictionaryLabels,
  isChoiceField,
  RESUME_FIELD_NAME_MAX,
  resumeFieldCreateSchema,
  resumeFieldUpdateSchema,
  type ResumeField,
  type ResumeFieldOptionInput,
} from '@bole/domain';
import { useEffect, useState } from 'react';
import { confirmDialog } from '../../../lib/dialogs';
import { notifySuccess } from '../../../lib/notify';
import { useCreateResumeField } from '../api/create-resume-field';
import { getResumeFieldUsage } from '../api/get-resume-field-usage';
import { useUpdateResumeField } from '../api/update-resume-field';
import { showSaveError } from '../shared/save-error';
import { OptionsEditor } from './OptionsEditor';
import './fields.css';

type Values = {
  name?: string;
  type?: CustomFieldType;
  options?: ResumeFieldOptionInput[];
  datePrecision?: DatePrecision;
  dictionary?: string;
  placeholder?: string;
  help?: string;
  required?: boolean;
  enabled?: boolean;
  key?: string;
};

const TYPES = codeOptions(customFieldTypeLabels);
const DICTIONARIES = codeOptions(fieldDictionaryLabels);
const PRECISIONS = codeOptions(datePrecisionLabels);
// Types whose input shows a placeholder.
const WITH_PLACEHOLDER = new Set<string>(['longText', 'shortText', 'singleChoice', 'multiChoice', 'date', 'address', 'dictionary', 'teamMember']);

type Props = { field?: ResumeField; onClose: () => void };

export default function FieldDrawer({ field, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const create = useCreateResumeField();
  const update = useUpdateResumeField();
  const type = Form.useWatch('type', form) ?? field?.type;
  const [counts, setCounts] = useState<Map<string, number>>();

  useEffect(() => {
    if (field && isChoiceField(field.type)) void getResumeFieldUsage(field.id).then((u) => setCounts(new Map(u.options.map((o) => [o.key, o.count]))));
  }, [field]);

  const initial: Values = field
    ? { name: field.name, type: field.type, options: field.options, datePrecision: field.datePrecision ?? undefined, dictionary: field.dictionary ?? undefined, placeholder: field.placeholder ?? undefined, help: field.help ?? undefined, required: field.required, enabled: field.enabled, key: field.key }
    : { type: CustomFieldType.ShortText, required: false, enabled: true, options: [{ label: '' }, { label: '' }], datePrecision: DatePrecision.Day };

  const setIssues = (issues: { path: PropertyKey[]; message: string }[]) => form.setFields(issues.map((i) => ({ name: i.path.map((p) => (typeof p === 'number' ? p : String(p))) as never, errors: [i.message] })));

  const save = async (run: () => Promise<unknown>) => {
    try {
      await run();
      notifySuccess(field ? '字段已保存' : '字段已添加');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '30020': 'name', '30022': 'name', '30021': 'key' });
    }
  };

  const submit = (values: Values) => {
    const choice = values.type !== undefined && isChoiceField(values.type);
    // The list's values carry only the inputs; the stored options keep their keys in the form's store.
    const rows = (form.getFieldValue('options') as ResumeFieldOptionInput[] | undefined) ?? [];
    const options = choice ? rows.map((o) => ({ ...(o.key ? { key: o.key } : {}), label: o.label?.trim() ?? '' })) : undefined;
    if (!field) {
      const parsed = resumeFieldCreateSchema.safeParse({ ...values, options, key: values.key?.trim() || undefined });
      if (!parsed.success) return setIssues(parsed.error.issues);
      return void save(() => create.mutateAsync(parsed.data));
    }
    const parsed = resumeFieldUpdateSchema.safeParse({
      name: values.name,
      required: values.required,
      enabled: values.enabled,
      placeholder: values.placeholder?.trim() || null,
      help: values.help?.trim() || null,
      options,
    });
    if (!parsed.success) return setIssues(parsed.error.issues);
    const kept = new Set((options ?? []).map((o) => o.key));
    const lost = field.options.filter((o) => !kept.has(o.key) && (counts?.get(o.key) ?? 0) > 0);
    const put = () => update.mutateAsync({ id: field.id, body: parsed.data });
    if (lost.length === 0) return void save(put);
    const total = lost.reduce((n, o) => n + (counts?.get(o.key) ?? 0), 0);
    confirmDialog({
      title: `删除选项${lost.map((o) => `「${o.label}」`).join('')}？`,
      content: `共有 ${total} 份简历选择了这些选项，保存后简历上的这些选项将被清除，且无法恢复。只想改名时，直接修改选项文字即可，简历上的选择会保留。`,
      okText: '仍然保存',
      okButtonProps: { danger: true },
      onOk: () => save(put),
    });
  };

  return (
    <Drawer
      open
      title={field ? `编辑字段 - ${field.name}` : '新增字段'}
      size={560}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} autoComplete="off" scrollToFirstError>
        <Form.Item name="name" label="字段名称" required rules={[{ required: true, whitespace: true, message: '请输入字段名称' }]}>
          <Input autoFocus maxLength={RESUME_FIELD_NAME_MAX} showCount placeholder="如：政治面貌、可到岗日期" />
        </Form.Item>
        <Form.Item name="type" label="字段类型" required extra={field ? '字段类型创建后不可修改' : type && customFieldTypeHints[type]}>
          <Select options={TYPES} disabled={Boolean(field)} />
        </Form.Item>
        {type && isChoiceField(type) && (
          <Form.Item label="选项" required extra={field ? '修改选项文字时，简历上已选的内容跟着改名；删除选项会清除简历上的该选项' : undefined}>
            <OptionsEditor counts={counts} />
          </Form.Item>
        )}
        {type === CustomFieldType.Date && (
          <Form.Item name="datePrecision" label="日期精度" required extra={field ? '日期精度创建后不可修改' : '如：毕业年份选“年”，可到岗时间选“年-月”'}>
            <Radio.Group options={PRECISIONS} disabled={Boolean(field)} optionType="button" />
          </Form.Item>
        )}
        {type === CustomFieldType.Dictionary && (
          <Form.Item name="dictionary" label="数据字典" required extra={field ? '数据字典创建后不可修改' : '填写时从所选字典中选一项'}>
            <Select options={DICTIONARIES} disabled={Boolean(field)} placeholder="请选择数据字典" />
          </Form.Item>
        )}
        {type && WITH_PLACEHOLDER.has(type) && (
          <Form.Item name="placeholder" label="提示文字" extra="显示在输入框中，如：请选择政治面貌">
            <Input maxLength={FIELD_PLACEHOLDER_MAX} showCount />
          </Form.Item>
        )}
        <Form.Item name="help" label="填写说明" extra="显示在输入框下方，告诉填写人要填什么">
          <Input.TextArea maxLength={FIELD_HELP_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Flex gap={48}>
          <Form.Item name="required" label="必填" valuePropName="checked" extra="新建和编辑简历时必须填写">
            <Switch />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用后不再显示，已填内容会保留">
            <Switch />
          </Form.Item>
        </Flex>
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: 'advanced',
              label: '高级设置',
              children: (
                <Form.Item name="key" label="字段标识" extra={field ? '通过接口读写简历时使用，创建后不可修改' : '通过接口读写简历时使用，如 politicalStatus；不填则自动生成，创建后不可修改'}>
                  <Input disabled={Boolean(field)} maxLength={32} placeholder="字母开头，只含字母、数字和下划线" />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Drawer>
  );
}
