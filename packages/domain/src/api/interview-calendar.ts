import { z } from 'zod';
import { idSchema } from './common';

// 面试日历 (/recruit/interview/calendar): GET /api/interviews/calendar answers compact rows of
// the interviews and meeting room bookings in a time range, for the day, week, month and
// room views. Details come from GET /api/interviews/:id when one is opened.

/** The longest range one request may ask for: a month view's six weeks plus a day each side. */
export const CALENDAR_RANGE_MAX_DAYS = 44;
/** The most interviews one answer carries (a busy company's month view stays a bounded answer). */
export const CALENDAR_ROWS_MAX = 5000;

const instant = z.iso.datetime({ offset: true, error: '时间格式不正确' });
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const interviewCalendarQuerySchema = z
  .object({
    /** Instants (ISO 8601 with offset); an interview shows when it overlaps [from, to). */
    from: instant,
    to: instant,
    roomId: z.preprocess(emptyToUndefined, idSchema.optional()),
    interviewerId: z.preprocess(emptyToUndefined, idSchema.optional()),
    jobId: z.preprocess(emptyToUndefined, idSchema.optional()),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: '结束时间须晚于开始时间', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= CALENDAR_RANGE_MAX_DAYS * 86_400_000, {
    message: `日历一次最多查看${CALENDAR_RANGE_MAX_DAYS}天`,
    path: ['to'],
  });
export type InterviewCalendarQuery = z.infer<typeof interviewCalendarQuerySchema>;

/** One interview on the calendar (cancelled ones are left out). */
export const calendarInterviewSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  jobId: z.number(),
  jobName: z.string(),
  candidateName: z.string(),
  round: z.number(),
  roundName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  form: z.number(),
  meetingRoomId: z.number().nullable(),
  /** Interviewers' names, the lead first. */
  interviewers: z.array(z.string()),
  result: z.number(),
  signedIn: z.boolean(),
  groupUid: z.string().nullable(),
});
export type CalendarInterview = z.infer<typeof calendarInterviewSchema>;

/**
 * One meeting room booking in the range. `interviewIds` are the visible interviews it holds
 * the room for; a booking the caller may not see in full (another's interview, for an
 * interviewer) shows only as 已占用.
 */
export const calendarBookingSchema = z.object({
  id: z.number(),
  roomId: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  title: z.string(),
  interviewIds: z.array(z.number()),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarRoomSchema = z.object({ id: z.number(), name: z.string(), capacity: z.number().nullable() });
export type CalendarRoom = z.infer<typeof calendarRoomSchema>;

export const interviewCalendarSchema = z.object({
  interviews: z.array(calendarInterviewSchema),
  bookings: z.array(calendarBookingSchema),
  /** The company's enabled rooms, in name order: the room view's columns. */
  rooms: z.array(calendarRoomSchema),
  /** True when the caller sees only the interviews he interviews in. */
  ownOnly: z.boolean(),
  /** True when the range held more than CALENDAR_ROWS_MAX interviews and the latest were left out. */
  truncated: z.boolean(),
});
export type InterviewCalendar = z.infer<typeof interviewCalendarSchema>;
