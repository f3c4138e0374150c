// When a message goes out: at once, at a chosen hour, or within chosen weekdays and hours
// (send modes of spec section 4, hours and weekdays of section 9), in Asia/Shanghai.
import { z } from 'zod';
import { SEND_HOURS, SendMode, Weekday, type SendHour } from '../codes/notify';

// China has kept UTC+8 without daylight saving since 1991.
const OFFSET_MS = 8 * 3600_000;
const HOUR_MS = 3600_000;
const FIRST_HOUR = SEND_HOURS[0];
const LAST_HOUR = SEND_HOURS[SEND_HOURS.length - 1]!;

const sendHour = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .refine((h): h is SendHour => h >= FIRST_HOUR && h <= LAST_HOUR, `${label}须在${FIRST_HOUR}点到${LAST_HOUR}点之间`);

const scheduleShapes = z.discriminatedUnion(
  'sendMode',
  [
    z.object({ sendMode: z.literal(SendMode.Immediate) }),
    z.object({
      sendMode: z.literal(SendMode.Scheduled),
      sendDate: z.string({ error: '请选择发送日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择发送日期'),
      sendHour: sendHour('发送时间'),
    }),
    z
      .object({
        sendMode: z.literal(SendMode.ConditionalScheduled),
        weekdays: z
          .array(z.coerce.number().int().min(Weekday.Monday).max(Weekday.Sunday), { error: '请选择发送日' })
          .min(1, '请至少选择一个发送日'),
        fromHour: sendHour('开始时间'),
        toHour: sendHour('结束时间'),
      })
      .refine((s) => s.fromHour < s.toHour, { message: '结束时间须晚于开始时间', path: ['toHour'] }),
  ],
  { error: '请选择发送方式' },
);
export type SendSchedule = z.infer<typeof scheduleShapes>;

/** How a message is sent, as the send dialogs submit it; a chosen moment must not have passed. */
export const sendScheduleSchema = scheduleShapes.refine((s) => s.sendMode !== SendMode.Scheduled || sendTimeOf(s, new Date()) !== undefined, {
  message: '所选发送时间已过，请重新选择',
  path: ['sendHour'],
});

/** The ISO weekday (1 Monday to 7 Sunday) of an instant in Asia/Shanghai and when that day began. */
function shanghaiClock(instant: Date): { weekday: number; dayStart: number } {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  const weekday = shifted.getUTCDay() === 0 ? 7 : shifted.getUTCDay();
  const dayStart = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - OFFSET_MS;
  return { weekday, dayStart };
}

/**
 * The moment a message of the schedule goes out: now; the chosen day and hour; or now when
 * inside the chosen weekdays and hours, else the start of the next such window. Undefined
 * for a chosen moment already past, which the dialog must not accept.
 */
export function sendTimeOf(schedule: SendSchedule, now: Date): Date | undefined {
  if (schedule.sendMode === SendMode.Immediate) return now;
  if (schedule.sendMode === SendMode.Scheduled) {
    const [y, m, d] = schedule.sendDate.split('-').map(Number) as [number, number, number];
    const at = new Date(Date.UTC(y, m - 1, d) - OFFSET_MS + schedule.sendHour * HOUR_MS);
    // Up to a minute late still counts as now: the dialog was filled in during that hour.
    return at.getTime() >= now.getTime() - 60_000 ? (at < now ? now : at) : undefined;
  }
  const { weekdays, fromHour, toHour } = schedule;
  const today = shanghaiClock(now);
  for (let day = 0; day <= 7; day++) {
    const start = today.dayStart + day * 24 * HOUR_MS;
    const weekday = ((today.weekday - 1 + day) % 7) + 1;
    if (!weekdays.includes(weekday)) continue;
    const open = start + fromHour * HOUR_MS;
    const close = start + toHour * HOUR_MS;
    if (now.getTime() < open) return new Date(open);
    if (now.getTime() < close) return now;
  }
  return undefined;
}
