// 报表订阅 (/user/seting/report, 330019): a standard report mailed as .xlsx to colleagues every
// day, week or month at a time of day (China time), covering the day, week (Monday to Sunday) or
// month before; each recipient gets the report as his own permissions and data scope count it.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './common';
import { WEEKDAY_LABELS } from '../rules/free-slots';
import { STANDARD_REPORT_IDS } from './report-catalogue';

export const SubscriptionFrequency = { daily: '每天', weekly: '每周', monthly: '每月' } as const;
export type SubscriptionFrequency = keyof typeof SubscriptionFrequency;
export const SUBSCRIPTION_FREQUENCIES = Object.keys(SubscriptionFrequency) as SubscriptionFrequency[];
/** A monthly send falls on day 1 to 28, so every month has it. */
export const SUBSCRIPTION_MONTH_DAY_MAX = 28;
export const SUBSCRIPTION_RECIPIENTS_MAX = 50;
/** Sends go out on the hour or the half hour (the queue looks every 30 minutes). */
export const SUBSCRIPTION_SEND_TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

const optionalFilterId = (label: string, min: number) => z.number({ error: `${label}不正确` }).int(`${label}不正确`).min(min, `${label}不正确`).optional();

/** The filters a subscription's report is counted with, beside the period it covers. */
export const subscriptionFiltersSchema = z.object({
  jobId: optionalFilterId('职位', 1),
  orgId: optionalFilterId('部门', 1),
  ownerId: optionalFilterId('招聘负责人', 0),
  channel: optionalFilterId('渠道', 0),
});
export type SubscriptionFilters = z.infer<typeof subscriptionFiltersSchema>;

export const reportSubscriptionBodySchema = z
  .object({
    reportId: z.enum(STANDARD_REPORT_IDS, { error: '请选择报表' }),
    recipientIds: z
      .array(z.number().int().positive(), { error: '请选择收件人' })
      .min(1, '请至少选择一位收件人')
      .max(SUBSCRIPTION_RECIPIENTS_MAX, `收件人最多${SUBSCRIPTION_RECIPIENTS_MAX}位`)
      .refine((ids) => new Set(ids).size === ids.length, '收件人不能重复'),
    frequency: z.enum(SUBSCRIPTION_FREQUENCIES, { error: '请选择发送频率' }),
    /** 1 Monday … 7 Sunday, for 每周. */
    weekday: z.number().int().min(1, '请选择星期几').max(7, '请选择星期几').nullable().default(null),
    /** 1 … 28, for 每月. */
    monthDay: z.number().int().min(1, '请选择每月几号').max(SUBSCRIPTION_MONTH_DAY_MAX, `每月发送日为1至${SUBSCRIPTION_MONTH_DAY_MAX}号`).nullable().default(null),
    sendTime: z.string({ error: '请选择发送时间' }).refine((t) => SUBSCRIPTION_SEND_TIMES.includes(t), '发送时间须为整点或半点，如08:00'),
    filters: subscriptionFiltersSchema.default({}),
    enabled: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (b.frequency === 'weekly' && b.weekday === null) ctx.addIssue({ code: 'custom', path: ['weekday'], message: '每周发送请选择星期几' });
    if (b.frequency === 'monthly' && b.monthDay === null) ctx.addIssue({ code: 'custom', path: ['monthDay'], message: '每月发送请选择几号' });
  })
  // Only the day field of the chosen frequency is kept.
  .transform((b) => ({ ...b, weekday: b.frequency === 'weekly' ? b.weekday : null, monthDay: b.frequency === 'monthly' ? b.monthDay : null }));
export type ReportSubscriptionBody = z.input<typeof reportSubscriptionBodySchema>;
export type ReportSubscriptionSave = z.output<typeof reportSubscriptionBodySchema>;

export const ReportSendStatus = { sent: '已发送', partial: '部分发送', failed: '发送失败' } as const;
export type ReportSendStatus = keyof typeof ReportSendStatus;

export const reportSubscriptionSchema = z.object({
  id: z.number(),
  reportId: z.enum(STANDARD_REPORT_IDS),
  reportName: z.string(),
  recipients: z.array(z.object({ id: z.number(), name: z.string(), email: z.string().nullable() })),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  weekday: z.number().nullable(),
  monthDay: z.number().nullable(),
  sendTime: z.string(),
  filters: subscriptionFiltersSchema,
  enabled: z.boolean(),
  /** 每周一 08:00, in words. */
  scheduleText: z.string(),
  nextSendAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  lastStatus: z.enum(Object.keys(ReportSendStatus) as [ReportSendStatus, ...ReportSendStatus[]]).nullable(),
  /** What the last send did, in words (the period and who got it, or why not). */
  lastMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;
export const reportSubscriptionPageSchema = pageSchema(reportSubscriptionSchema);
export const reportSubscriptionListQuerySchema = pageQuerySchema;

export const reportSubscriptionEnabledSchema = z.object({ enabled: z.boolean({ error: '请选择启用或停用' }) });

/** POST /api/report-subscriptions/:id/send: what 立即发送一次 did. */
export const reportSendResultSchema = z.object({
  status: z.enum(Object.keys(ReportSendStatus) as [ReportSendStatus, ...ReportSendStatus[]]),
  message: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ReportSendResult = z.infer<typeof reportSendResultSchema>;

type Schedule = { frequency: SubscriptionFrequency; weekday: number | null; monthDay: number | null; sendTime: string };

export function scheduleText(s: Schedule): string {
  if (s.frequency === 'daily') return `每天 ${s.sendTime}`;
  if (s.frequency === 'weekly') return `每${WEEKDAY_LABELS[(s.weekday ?? 1) - 1]} ${s.sendTime}`;
  return `每月${s.monthDay ?? 1}日 ${s.sendTime}`;
}

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;
const dayText = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);
/** A China day and time as the moment it is. */
const chinaMoment = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

/**
 * The latest send at or before `now` and the period it covers (China days): 每天 the day
 * before, 每周 the Monday-to-Sunday week before, 每月 the calendar month before.
 */
export function lastOccurrence(s: Schedule, now: Date): { at: Date; from: string; to: string } {
  const china = new Date(now.getTime() + CHINA_MS);
  const today = dayText(china.getTime());
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  if (s.frequency === 'daily') {
    const day = chinaMoment(today, s.sendTime) <= now ? todayMs : todayMs - DAY_MS;
    const covered = dayText(day - DAY_MS);
    return { at: chinaMoment(dayText(day), s.sendTime), from: covered, to: covered };
  }
  if (s.frequency === 'weekly') {
    const weekday = ((china.getUTCDay() + 6) % 7) + 1;
    let day = todayMs - ((weekday - (s.weekday ?? 1) + 7) % 7) * DAY_MS;
    if (chinaMoment(dayText(day), s.sendTime) > now) day -= 7 * DAY_MS;
    const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
    return { at: chinaMoment(dayText(day), s.sendTime), from: dayText(monday - 7 * DAY_MS), to: dayText(monday - DAY_MS) };
  }
  const monthDay = s.monthDay ?? 1;
  let year = china.getUTCFullYear();
  let month = china.getUTCMonth();
  if (chinaMoment(dayText(Date.UTC(year, month, monthDay)), s.sendTime) > now) [year, month] = month === 0 ? [year - 1, 11] : [year, month - 1];
  return {
    at: chinaMoment(dayText(Date.UTC(year, month, monthDay)), s.sendTime),
    from: dayText(Date.UTC(year, month - 1, 1)),
    to: dayText(Date.UTC(year, month, 0)),
  };
}

/** The next send after `now`. */
export function nextOccurrence(s: Schedule, now: Date): Date {
  // The latest send as of a moment one period on is the next one (a month is at most 31 days).
  const step = s.frequency === 'daily' ? DAY_MS : s.frequency === 'weekly' ? 7 * DAY_MS : 31 * DAY_MS;
  const later = lastOccurrence(s, new Date(now.getTime() + step));
  if (later.at > now) {
    // For months, a 31-day step may pass two sends: walk back to the first one after now.
    const earlier = lastOccurrence(s, new Date(later.at.getTime() - 1));
    return earlier.at > now ? earlier.at : later.at;
  }
  return later.at;
}
