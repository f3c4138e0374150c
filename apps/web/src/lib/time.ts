// Dates are shown in China time (Asia/Shanghai) whatever the browser's zone, in zh-cn.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DISPLAY_TIME_ZONE } from './time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('zh-cn');

export { DISPLAY_TIME_ZONE };

/** The given moment (default now) in China time. */
export function chinaTime(value?: dayjs.ConfigType): dayjs.Dayjs {
  return dayjs(value).tz(DISPLAY_TIME_ZONE);
}

/** 2025-03-08 14:30 style, in China time; '' for empty values. */
export function formatDateTime(value: dayjs.ConfigType, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (value === null || value === undefined || value === '') return '';
  return chinaTime(value).format(pattern);
}

export { dayjs };
