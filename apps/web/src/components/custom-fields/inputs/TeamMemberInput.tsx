// 团队成员: colleagues of the company (active accounts); one who has since left still shows by id.
import { Select } from 'antd';
import { useAccountOptions } from '../../../api/account-options';
import type { FieldInputProps } from './types';

export function TeamMemberInput({ field, value, onChange, id }: FieldInputProps<number[]>) {
  const { options, names, isLoading } = useAccountOptions();
  const gone = (value ?? []).filter((v) => !names.has(v)).map((v) => ({ value: v, label: `账号#${v}（已停用）` }));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={isLoading}
      value={value ?? []}
      onChange={(v: number[]) => onChange?.(v)}
      options={[...options, ...gone]}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={field.placeholder ?? '选择同事'}
      notFoundContent="没有找到该同事"
    />
  );
}
