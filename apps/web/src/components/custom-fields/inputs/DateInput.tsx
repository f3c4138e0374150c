// 日期 in the field's precision: a year, a month or a day picker, kept as YYYY / YYYY-MM / YYYY-MM-DD.
import { DatePicker } from 'antd';
import { datePrecisionFormats, DatePrecision } from '@bole/domain';
import { dayjs } from '../../../lib/time';
import type { FieldInputProps } from './types';

const PICKERS = { year: 'year', month: 'month', day: 'date' } as const;
const PLACEHOLDERS = { year: '请选择年份', month: '请选择年月', day: '请选择日期' } as const;

export function DateInput({ field, value, onChange, id }: FieldInputProps<string>) {
  const precision = field.datePrecision ?? DatePrecision.Day;
  const format = datePrecisionFormats[precision];
  // dayjs reads YYYY, YYYY-MM and YYYY-MM-DD without a format.
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      picker={PICKERS[precision]}
      format={format}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(format) : null)}
      placeholder={field.placeholder ?? PLACEHOLDERS[precision]}
      style={{ width: '100%' }}
    />
  );
}
