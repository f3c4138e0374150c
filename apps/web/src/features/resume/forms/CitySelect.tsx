// A city of the locations list (level 2), kept as its name the way resumes write it ('杭州市').
import { Select } from 'antd';
import { useMemo } from 'react';
import { useBasedata } from '../../../api/basedata';

type Props = { value?: string | null; onChange?: (value: string | undefined) => void; id?: string; placeholder?: string };

export function CitySelect({ value, onChange, id, placeholder = '请选择城市' }: Props) {
  const { items, isLoading } = useBasedata('locations');
  const options = useMemo(() => items.filter((i) => i.level === 2).map((i) => ({ value: i.name, label: i.name })), [items]);
  return (
    <Select
      id={id}
      allowClear
      loading={isLoading}
      value={value ?? undefined}
      onChange={(v?: string) => onChange?.(v)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      notFoundContent="没有找到该城市"
    />
  );
}
