// 是/否, 单选, 多选: values are true/false and the options' keys.
import { Radio, Select } from 'antd';
import type { FieldInputProps } from './types';

export function YesNoInput({ value, onChange, id }: FieldInputProps<boolean>) {
  return (
    <Radio.Group
      id={id}
      value={value ?? undefined}
      onChange={(e) => onChange?.(e.target.value as boolean)}
      options={[
        { value: true, label: '是' },
        { value: false, label: '否' },
      ]}
    />
  );
}

const optionsOf = (field: FieldInputProps<unknown>['field']) => field.options.map((o) => ({ value: o.key, label: o.label }));

export function SingleChoiceInput({ field, value, onChange, id }: FieldInputProps<string>) {
  return (
    <Select
      id={id}
      allowClear
      value={value ?? undefined}
      onChange={(v?: string) => onChange?.(v ?? null)}
      options={optionsOf(field)}
      showSearch={field.options.length > 8 ? { optionFilterProp: 'label' } : undefined}
      placeholder={field.placeholder ?? '请选择'}
    />
  );
}

export function MultiChoiceInput({ field, value, onChange, id }: FieldInputProps<string[]>) {
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(v: string[]) => onChange?.(v)}
      options={optionsOf(field)}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={field.placeholder ?? '请选择，可多选'}
    />
  );
}
