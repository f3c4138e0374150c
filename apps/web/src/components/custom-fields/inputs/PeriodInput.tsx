// A time range as two month pickers and 至今, kept as the text resumes use: '2019.07-2021.06'
// or '2019.07-至今' (resume histories and 时间段 custom fields).
import { Checkbox, DatePicker } from 'antd';
import { formatPeriod, parsePeriod } from '@bole/domain';
import { dayjs } from '../../../lib/time';
import type { Dayjs } from 'dayjs';
import '../custom-fields.css';

type Props = { value?: string | null; onChange?: (value: string | undefined) => void; id?: string; 'aria-label'?: string };

const monthOf = (d: Dayjs) => ({ year: d.year(), month: d.month() + 1 });
const dayjsOf = (ym: { year: number; month: number }) => dayjs(new Date(ym.year, ym.month - 1, 1));

/** The text of a range: '' until the start is chosen; an open end reads 至今 only when ticked. */
export function periodText(start: Dayjs | null, end: Dayjs | null, untilNow: boolean): string | undefined {
  if (!start) return undefined;
  if (untilNow) return formatPeriod({ start: monthOf(start), end: null });
  if (!end) return `${start.format('YYYY.MM')}-`;
  return formatPeriod({ start: monthOf(start), end: monthOf(end) });
}

export const PERIOD_MESSAGE = '请选择开始和结束时间（或勾选至今），结束不能早于开始';

/** Whether a stored or typed range can be read; empty is fine (the field is optional). */
export function isPeriodOk(value: string | null | undefined): boolean {
  return !value || parsePeriod(value) !== undefined;
}

export function PeriodInput({ value, onChange, id, 'aria-label': label }: Props) {
  const period = parsePeriod(value);
  // A half-chosen range ('2019.07-') keeps its start while the end is picked.
  const half = !period && value && /^\d{4}\.\d{2}-$/.test(value) ? dayjs(value.slice(0, 7).replace('.', '-') + '-01') : null;
  const start = period ? dayjsOf(period.start) : half;
  const end = period?.end ? dayjsOf(period.end) : null;
  const untilNow = period !== undefined && period.end === null;
  const unreadable = Boolean(value) && !period && !half;

  return (
    <div className="bole-period">
      <DatePicker
        id={id}
        picker="month"
        format="YYYY.MM"
        placeholder="开始时间"
        aria-label={label ? `${label}开始` : '开始时间'}
        value={start}
        onChange={(d) => onChange?.(periodText(d, end, untilNow))}
        disabledDate={(d) => d.isAfter(dayjs(), 'month') || (end !== null && d.isAfter(end, 'month'))}
        style={{ width: 124 }}
      />
      <span className="bole-custom-muted">至</span>
      <DatePicker
        picker="month"
        format="YYYY.MM"
        placeholder={untilNow ? '至今' : '结束时间'}
        aria-label={label ? `${label}结束` : '结束时间'}
        value={untilNow ? null : end}
        disabled={untilNow}
        onChange={(d) => onChange?.(periodText(start, d, false))}
        disabledDate={(d) => d.isAfter(dayjs(), 'month') || (start !== null && d.isBefore(start, 'month'))}
        style={{ width: 124 }}
      />
      <Checkbox checked={untilNow} onChange={(e) => onChange?.(periodText(start ?? dayjs().startOf('month'), end, e.target.checked))}>
        至今
      </Checkbox>
      {unreadable && <span className="bole-custom-hint">原填写：{value}</span>}
    </div>
  );
}
