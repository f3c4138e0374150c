// 选择操作人: the company's accounts, searchable by name.
import { Select } from 'antd';
import { useAccountOptions } from '../../../api/account-options';

type Props = { value?: number; onChange: (id: number | undefined) => void; onClose: () => void };

export default function OperatorPicker({ value, onChange, onClose }: Props) {
  const { options, isLoading } = useAccountOptions();
  return (
    <Select
      size="small"
      autoFocus
      defaultOpen
      allowClear
      loading={isLoading}
      value={value}
      options={options}
      onChange={(v?: number) => onChange(v)}
      onBlur={onClose}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="搜索姓名"
      aria-label="选择操作人"
      style={{ width: 160 }}
      notFoundContent="没有找到该同事"
    />
  );
}
