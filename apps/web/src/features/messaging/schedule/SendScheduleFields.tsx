// 发送方式 of a notice (send modes of spec section 4): at once, at a chosen day and hour, or
// within chosen weekdays and hours; hours 6 to 22 and days in Asia/Shanghai (spec section 9).
import { Checkbox, Radio, Select } from 'antd';
import { SEND_HOURS, SendMode, sendHourLabels, sendModeLabels, weekdayLabels, type SendSchedule, type Weekday } from '@bole/domain';
import { chinaTime } from '../../../lib/time';
import './schedule.css';

const chinaToday = (days: number) => chinaTime().add(days, 'day').format('YYYY-MM-DD');

const MODES = [SendMode.Immediate, SendMode.Scheduled, SendMode.ConditionalScheduled] as const;
const HOURS = SEND_HOURS.map((h) => ({ value: h, label: sendHourLabels[h] }));
const WEEKDAYS = (Object.keys(weekdayLabels).map(Number) as Weekday[]).map((d) => ({ value: d, label: weekdayLabels[d] }));

/** The schedule a mode starts with: tomorrow 09:00, or workdays 09:00 to 18:00. */
export function scheduleOf(mode: SendMode): SendSchedule {
  if (mode === SendMode.Scheduled) return { sendMode: mode, sendDate: chinaToday(1), sendHour: 9 };
  if (mode === SendMode.ConditionalScheduled) return { sendMode: mode, weekdays: [1, 2, 3, 4, 5], fromHour: 9, toHour: 18 };
  return { sendMode: SendMode.Immediate };
}

export function SendScheduleFields({ value, onChange }: { value: SendSchedule; onChange: (next: SendSchedule) => void }) {
  return (
    <div className="bole-send-schedule">
      <Radio.Group
        aria-label="发送方式"
        value={value.sendMode}
        onChange={(e) => onChange(scheduleOf(e.target.value as SendMode))}
        options={MODES.map((m) => ({ value: m, label: sendModeLabels[m] }))}
      />
      {value.sendMode === SendMode.Scheduled && (
        <div className="bole-send-schedule-row">
          <input aria-label="发送日期" className="bole-rp-date" type="date" min={chinaToday(0)} value={value.sendDate} onChange={(e) => onChange({ ...value, sendDate: e.target.value })} />
          <Select aria-label="发送时间" style={{ width: 100 }} value={value.sendHour} options={HOURS} onChange={(sendHour) => onChange({ ...value, sendHour })} />
        </div>
      )}
      {value.sendMode === SendMode.ConditionalScheduled && (
        <>
          <Checkbox.Group aria-label="发送日" value={value.weekdays} options={WEEKDAYS} onChange={(weekdays) => onChange({ ...value, weekdays: weekdays as number[] })} />
          <div className="bole-send-schedule-row">
            <Select aria-label="开始时间" style={{ width: 100 }} value={value.fromHour} options={HOURS} onChange={(fromHour) => onChange({ ...value, fromHour })} />
            <span>至</span>
            <Select aria-label="结束时间" style={{ width: 100 }} value={value.toHour} options={HOURS} onChange={(toHour) => onChange({ ...value, toHour })} />
            <span className="bole-rp-muted">之间发送，不在此时段内则顺延（北京时间）</span>
          </div>
        </>
      )}
    </div>
  );
}
