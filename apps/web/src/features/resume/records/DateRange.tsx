// 自定义 操作时间: a date range in China time, as YYYY-MM-DD.
import { DatePicker } from 'antd';
import { dayjs } from '../../../lib/time';

type Props = { from?: string; to?: string; onChange: (from: string | undefined, to: string | undefined) => void };

export default function DateRange({ from, to, onChange }: Props) {
  return (
    <DatePicker.RangePicker
      size="small"
      autoFocus
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(range) => onChange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'))}
      disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      allowEmpty={[true, true]}
      aria-label="自定义操作时间"
    />
  );
}
