// antd's Select for the short reference lists of 企业信息 (规模, 性质), in its own chunk: it loads
// when one of them is first used (PickerFields.tsx).
import { Select } from 'antd';

type Option = { value: string | number; label: string };

type Props = {
  id?: string;
  value?: string | number | null;
  onChange?: (value: string | number | undefined) => void;
  options: Option[];
  placeholder: string;
};

export function ChoiceSelect({ id, value, onChange, options, placeholder }: Props) {
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: string | number) => onChange?.(next)}
      options={options}
      placeholder={placeholder}
      allowClear
      autoFocus
      defaultOpen
    />
  );
}
