// 工作年限 自定义: from and to on the 0 (一年以下) to 13 (12年以上) scale.
import { Select } from 'antd';
import { WORK_YEAR_OPTIONS } from './filter-options';

type Props = { min?: number; max?: number; onChange: (min: number | undefined, max: number | undefined) => void };

export default function WorkYearsRange({ min, max, onChange }: Props) {
  return (
    <span className="bole-range">
      <Select
        size="small"
        allowClear
        placeholder="最少"
        aria-label="最少工作年限"
        value={min}
        options={WORK_YEAR_OPTIONS.map((o) => ({ ...o, disabled: max !== undefined && o.value > max }))}
        onChange={(v?: number) => onChange(v, max)}
        style={{ width: 104 }}
      />
      <span className="bole-muted">至</span>
      <Select
        size="small"
        allowClear
        placeholder="最多"
        aria-label="最多工作年限"
        value={max}
        options={WORK_YEAR_OPTIONS.map((o) => ({ ...o, disabled: min !== undefined && o.value < min }))}
        onChange={(v?: number) => onChange(min, v)}
        style={{ width: 104 }}
      />
    </span>
  );
}
