// 时间段: the period picker of resume histories ('2019.07-2021.06' or '2019.07-至今').
import { PeriodInput } from './PeriodInput';
import type { FieldInputProps } from './types';

export function PeriodFieldInput({ field, value, onChange, id }: FieldInputProps<string>) {
  return <PeriodInput id={id} aria-label={field.name} value={value} onChange={(v) => onChange?.(v ?? null)} />;
}
