// 其他城市: every prefecture-level city of the locations list, searchable.
import { Select } from 'antd';
import { useMemo } from 'react';
import { useBasedata } from '../../../api/basedata';

type Props = { value: string[]; onChange: (next: string[]) => void; onClose: () => void };

export default function CityPicker({ value, onChange, onClose }: Props) {
  const { items, isLoading } = useBasedata('locations');
  // Level 2 only: provinces are not a work city.
  const options = useMemo(() => items.filter((i) => i.level === 2).map((i) => ({ value: String(i.code), label: i.name })), [items]);
  return (
    <Select
      mode="multiple"
      autoFocus
      defaultOpen
      size="small"
      loading={isLoading}
      value={value}
      options={options}
      onChange={onChange}
      onBlur={onClose}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount={0}
      maxTagPlaceholder={(omitted) => `已选${omitted.length}个城市`}
      placeholder="搜索城市"
      aria-label="其他城市"
      style={{ width: 180 }}
      notFoundContent="没有找到该城市"
    />
  );
}
