// Calendar settings (/user/seting/calendar: working hours and busy blocks of an account) and
// self-scheduling (自助预约): HR offers slots drawn from the interviewers' free time, the
// candidate picks one from a signed link (/out/interview/slots) and it is booked like any
// arranged interview.
import { z } from 'zod';
import { WORKING_RANGES_PER_DAY } from '../codes/interview';
import { workingDayProblem } from '../rules/free-slots';
import { idSchema, requiredText } from './common';
import { interviewCreateSchema, interviewStartSchema } from './interview';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, '时间格式应为HH:mm');
export const workingRangeSchema = z.object({ start: hhmm, end: hhmm });

/** Seven days, Monday first; each day's ranges in order, not overlapping. */
export const workingHoursSchema = z.object({
  days: z
    .array(z.array(workingRangeSchema).max(WORKING_RANGES_PER_DAY, `每天最多${WORKING_RANGES_PER_DAY}个时间段`), { error: '请设置每周七天的工作时间' })
    .length(7, '请设置每周七天的工作时间')
    .superRefine((days, ctx) => {
      days.forEach((ranges, i) => {
        const problem = workingDayProblem(ranges);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [i] });
      });
    }),
});

export const calendarAccountQuerySchema = z.object({ accountId: z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional()) });

export const busyBlockSchema = z.object({ id: z.number(), startAt: z.string(), endAt: z.string(), title: z.string() });
export type BusyBlock = z.infer<typeof busyBlockSchema>;

/** GET /api/calendar/settings: an account's hours (the default ones until he saves) and his coming busy blocks. */
export const calendarSettingsSchema = z.object({
  accountId: z.number(),
  accountName: z.string(),
  workingHours: workingHoursSchema,
  /** False while the default hours apply. */
  saved: z.boolean(),
  busyBlocks: z.array(busyBlockSchema),
});
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** PUT /api/calendar/settings */
export const calendarSettingsUpdateSchema = z.object({ accountId: idSchema.optional(), workingHours: workingHoursSchema });
export type CalendarSettingsUpdate = z.infer<typeof calendarSettingsUpdateSchema>;

export const BUSY_BLOCK_MAX_DAYS = 31;
/** POST /api/calendar/busy-blocks */
export const busyBlockCreateSchema = z
  .object({ accountId: idSchema.optional(), startAt: interviewStartSchema, endAt: interviewStartSchema, title: requiredText('事由', 50) })
  .refine((v) => Date.parse(v.endAt) > Date.parse(v.startAt), { message: '结束时间须晚于开始时间', path: ['endAt'] })
  .refine((v) => Date.parse(v.endAt) - Date.parse(v.startAt) <= BUSY_BLOCK_MAX_DAYS * 86_400_000, { message: `一个忙碌时段最长${BUSY_BLOCK_MAX_DAYS}天`, path: ['endAt'] });
export type BusyBlockCreate = z.infer<typeof busyBlockCreateSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');
export const SLOT_SEARCH_MAX_DAYS = 14;
export const SLOT_OFFER_MAX = 20;

/** POST /api/interviews/free-slots: when all the interviewers (and the room, and the candidate) are free. */
export const freeSlotQuerySchema = z
  .object({
    interviewerIds: interviewCreateSchema.shape.interviewerIds,
    durationMinutes: interviewCreateSchema.shape.durationMinutes,
    /** China calendar days, inclusive. */
    fromDay: day,
    toDay: day,
    meetingRoomId: idSchema.nullish(),
    applicationId: idSchema.nullish(),
    stepMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).default(30),
  })
  .refine((v) => v.toDay >= v.fromDay, { message: '结束日期不能早于开始日期', path: ['toDay'] })
  .refine((v) => (Date.parse(v.toDay) - Date.parse(v.fromDay)) / 86_400_000 < SLOT_SEARCH_MAX_DAYS, { message: `一次最多查找${SLOT_SEARCH_MAX_DAYS}天`, path: ['toDay'] });
export type FreeSlotQuery = z.infer<typeof freeSlotQuerySchema>;

export const slotSchema = z.object({ startAt: z.string(), endAt: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** Everything of the interview to book but its time (the candidate picks that). */
const { applicationId: _applicationId, startAt: _startAt, ...planShape } = interviewCreateSchema.shape;
export const slotOfferPlanSchema = z.object(planShape).refine((v) => v.interviewerIds.includes(v.leadId), { message: '主面试官须是面试官之一', path: ['leadId'] });
export type SlotOfferPlan = z.infer<typeof slotOfferPlanSchema>;

export const SLOT_OFFER_DAYS = [1, 2, 3, 5, 7] as const;
const DAYS_MESSAGE = `有效期只能是${SLOT_OFFER_DAYS.join('、')}天`;

/** POST /api/applications/:id/slot-offers */
export const slotOfferCreateSchema = z.object({
  plan: slotOfferPlanSchema,
  slots: z
    .array(interviewStartSchema)
    .min(1, '请至少选择一个时段')
    .max(SLOT_OFFER_MAX, `最多提供${SLOT_OFFER_MAX}个时段`)
    .refine((s) => new Set(s.map((x) => Date.parse(x))).size === s.length, '时段不能重复'),
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .refine((d) => (SLOT_OFFER_DAYS as readonly number[]).includes(d), DAYS_MESSAGE)
    .default(3),
  /** Mail the link to the candidate (template 110); without it HR copies the link himself. */
  sendEmail: z.boolean().default(true),
});
export type SlotOfferCreate = z.infer<typeof slotOfferCreateSchema>;

export const SlotOfferStatus = ['open', 'booked', 'expired', 'revoked'] as const;
export type SlotOfferStatus = (typeof SlotOfferStatus)[number];
export const slotOfferStatusLabels: Record<SlotOfferStatus, string> = { open: '等待候选人选择', booked: '已预约', expired: '已过期', revoked: '已撤销' };

export const slotOfferParamsSchema = z.object({ id: idSchema, offerId: idSchema });

/** One offer of an application; the token only in the creating answer. */
export const slotOfferSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  status: z.enum(SlotOfferStatus),
  slots: z.array(slotSchema),
  durationMinutes: z.number(),
  round: z.number(),
  interviewerNames: z.array(z.string()),
  expiresAt: z.string(),
  bookedInterviewId: z.number().nullable(),
  bookedStartAt: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type SlotOffer = z.infer<typeof slotOfferSchema>;
export const slotOfferCreatedSchema = slotOfferSchema.extend({ token: z.string(), url: z.string() });
export type SlotOfferCreated = z.infer<typeof slotOfferCreatedSchema>;

export const slotTokenParamsSchema = z.object({ token: z.string().trim().min(1, '链接不完整').max(200, '链接不完整') });

/**
 * GET /api/out/interview-slots/:token: what the candidate's phone page shows. A closed offer
 * says only why (and, when booked, the booked time).
 */
export const publicSlotOfferSchema = z.object({
  status: z.enum(SlotOfferStatus),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  candidateName: z.string().nullable(),
  jobName: z.string().nullable(),
  roundName: z.string().nullable(),
  form: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  address: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Offered slots still ahead, each saying whether it can still be picked. */
  slots: z.array(slotSchema.extend({ available: z.boolean() })),
  bookedStartAt: z.string().nullable(),
});
export type PublicSlotOffer = z.infer<typeof publicSlotOfferSchema>;

/** POST /api/out/interview-slots/:token */
export const slotPickSchema = z.object({ startAt: interviewStartSchema });
export type SlotPick = z.infer<typeof slotPickSchema>;
