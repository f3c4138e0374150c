// 新增字段 / 编辑字段 of a custom field catalogue (简历字段, 职位字段): name, type with its own
// settings (options, date precision, dictionary), hints, required and enabled. Type, precision,
// dictionary and key stay as created: the values records hold depend on them.
import { Button, Collapse, Drawer, Flex, Form, Input, Radio, Select, Switch } from 'antd';
import {
  codeOptions,
  CUSTOM_FIELD_NAME_MAX,
  CustomFieldType,
  customFieldTypeHints,
  customFieldTypeLabels,
  customFieldUpdateSchema,
  DatePrecision,
  datePrecisionLabels,
  FIELD_HELP_MAX,
  FIELD_PLACEHOLDER_MAX,
  fieldDictionaryLabels,
  isChoiceField,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldOptionInput,
  type CustomFieldUpdate,
} from '@bole/domain';
import { useEffect, useMemo, useState } from 'react';
import type { ZodType } from 'zod';
import { confirmDialog } from '../../lib/dialogs';
import { notifySuccess } from '../../lib/notify';
import { showSaveError } from '../../lib/save-error';
import { OptionsEditor } from './OptionsEditor';
import './custom-fields.css';

/** What a catalogue page hands the drawer: its record kind, its types and its endpoints. */
export type FieldCatalogue = {
  /** 简历, 职位: the record kind in the drawer's texts. */
  recordNoun: string;
  /** A number of records with its measure word: 7 份简历, 3 个职位. */
  countOf: (n: number) => string;
  /** The placeholder of the name input, fields a company of this kind typically adds. */
  nameExample: string;
  /** The types the kind offers. */
  types: readonly CustomFieldType[];
  createSchema: ZodType<CustomFieldCreate>;
  create: (body: CustomFieldCreate) => Promise<unknown>;
  update: (id: number, body: CustomFieldUpdate) => Promise<unknown>;
  /** How many records pick each option of a choice field. */
  optionCounts: (id: number) => Promise<ReadonlyMap<string, number>>;
};

type Values = {
  name?: string;
  type?: CustomFieldType;
  options?: CustomFieldOptionInput[];
  datePrecision?: DatePrecision;
  dictionary?: string;
  placeholder?: string;
  help?: string;
  required?: boolean;
  enabled?: boolean;
  key?: string;
};

const DICTIONARIES = codeOptions(fieldDictionaryLabels);
const PRECISIONS = codeOptions(datePrecisionLabels);
// Types whose input shows a placeholder.
const WITH_PLACEHOLDER = new Set<string>(['longText', 'shortText', 'singleChoice', 'multiChoice', 'date', 'address', 'dictionary', 'teamMember']);

type Props = { catalogue: FieldCatalogue; field?: CustomField; onClose: () => void };

export function FieldDrawer({ catalogue, field, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? field?.type;
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>();
  const types = useMemo(() => codeOptions(customFieldTypeLabels).filter((o) => catalogue.types.includes(o.value)), [catalogue.types]);
  const { optionCounts, recordNoun, countOf } = catalogue;

  useEffect(() => {
    if (field && isChoiceField(field.type)) void optionCounts(field.id).then(setCounts);
  }, [field, optionCounts]);

  const initial: Values = field
    ? { name: field.name, type: field.type, options: field.options, datePrecision: field.datePrecision ?? undefined, dictionary: field.dictionary ?? undefined, placeholder: field.placeholder ?? undefined, help: field.help ?? undefined, required: field.required, enabled: field.enabled, key: field.key }
    : { type: CustomFieldType.ShortText, required: false, enabled: true, options: [{ label: '' }, { label: '' }], datePrecision: DatePrecision.Day };

  const setIssues = (issues: { path: PropertyKey[]; message: string }[]) => form.setFields(issues.map((i) => ({ name: i.path.map((p) => (typeof p === 'number' ? p : String(p))) as never, errors: [i.message] })));

  const save = async (run: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await run();
      notifySuccess(field ? '字段已保存' : '字段已添加');
      onClose();
    } catch (error) {
      showSaveError(form, error, { '30020': 'name', '30022': 'name', '30021': 'key' });
    } finally {
      setSaving(false);
    }
  };

  const submit = (values: Values) => {
    const choice = values.type !== undefined && isChoiceField(values.type);
    // The list's values carry only the inputs; the stored options keep their keys in the form's store.
    const rows = (form.getFieldValue('options') as CustomFieldOptionInput[] | undefined) ?? [];
    const options = choice ? rows.map((o) => ({ ...(o.key ? { key: o.key } : {}), label: o.label?.trim() ?? '' })) : undefined;
    if (!field) {
      const parsed = catalogue.createSchema.safeParse({ ...values, options, key: values.key?.trim() || undefined });
      if (!parsed.success) return setIssues(parsed.error.issues);
      return void save(() => catalogue.create(parsed.data));
    }
    const parsed = customFieldUpdateSchema.safeParse({
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
    const put = () => catalogue.update(field.id, parsed.data);
    if (lost.length === 0) return void save(put);
    const total = lost.reduce((n, o) => n + (counts?.get(o.key) ?? 0), 0);
    confirmDialog({
      title: `删除选项${lost.map((o) => `「${o.label}」`).join('')}？`,
      content: `共有 ${countOf(total)}选择了这些选项，保存后${recordNoun}上的这些选项将被清除，且无法恢复。只想改名时，直接修改选项文字即可，${recordNoun}上的选择会保留。`,
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
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            保存
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} autoComplete="off" scrollToFirstError>
        <Form.Item name="name" label="字段名称" required rules={[{ required: true, whitespace: true, message: '请输入字段名称' }]}>
          <Input autoFocus maxLength={CUSTOM_FIELD_NAME_MAX} showCount placeholder={catalogue.nameExample} />
        </Form.Item>
        <Form.Item name="type" label="字段类型" required extra={field ? '字段类型创建后不可修改' : type && customFieldTypeHints[type]}>
          <Select options={types} disabled={Boolean(field)} />
        </Form.Item>
        {type && isChoiceField(type) && (
          <Form.Item label="选项" required extra={field ? `修改选项文字时，${recordNoun}上已选的内容跟着改名；删除选项会清除${recordNoun}上的该选项` : undefined}>
            <OptionsEditor counts={counts} countOf={countOf} />
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
          <Form.Item name="required" label="必填" valuePropName="checked" extra={`新建和编辑${recordNoun}时必须填写`}>
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
                <Form.Item name="key" label="字段标识" extra={field ? `通过接口读写${recordNoun}时使用，创建后不可修改` : `通过接口读写${recordNoun}时使用，如 politicalStatus；不填则自动生成，创建后不可修改`}>
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
