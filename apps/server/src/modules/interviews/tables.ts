import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { accounts, companies, meetingRooms } from '../company/tables';
import { jobs } from '../jobs/tables';
import { customFieldDefsTable } from '../custom-fields/tables';
import { resumes } from '../resumes/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The company's interview rounds beyond or renaming the built-in 1 初试, 2 复试, 3 终试
 * (/user/manage/interview). A round is referred to by its number everywhere.
 */
export const interviewRounds = pgTable(
  'interview_rounds',
  {
    companyId: ref('company_id').notNull().references(() => companies.id),
    number: smallint('number').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.number] })],
);

/**
 * A meeting room held for a time range. Migration 0021 adds an exclusion constraint
 * (meeting_room_bookings_no_overlap) so two bookings of one room never overlap, whoever
 * saves first; a group interview's candidates share one booking.
 */
export const meetingRoomBookings = pgTable(
  'meeting_room_bookings',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    roomId: ref('room_id')
      .notNull()
      .references(() => meetingRooms.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    title: text('title').notNull(),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_room_bookings_company_time_idx').on(t.companyId, t.startsAt)],
);

/**
 * One candidate's interview (面试). Candidates of a group interview (群面) each have a row,
 * sharing `groupUid`, time and room booking. `uid` and `sequence` are the calendar
 * invitation's identity and revision (bumped on every reschedule).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    jobId: ref('job_id')
      .notNull()
      .references(() => jobs.id),
    round: smallint('round').notNull(),
    startsAt: at('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    endsAt: at('ends_at').notNull(),
    form: smallint('form').notNull(),
    meetingRoomId: ref('meeting_room_id').references(() => meetingRooms.id),
    roomBookingId: ref('room_booking_id').references(() => meetingRoomBookings.id, { onDelete: 'set null' }),
    address: text('address'),
    meetingUrl: text('meeting_url'),
    leadId: ref('lead_id')
      .notNull()
      .references(() => accounts.id),
    contactId: ref('contact_id').references(() => accounts.id),
    registrationForm: boolean('registration_form').notNull().default(false),
    evaluationTemplateId: ref('evaluation_template_id'),
    groupUid: text('group_uid'),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    result: smallint('result').notNull().default(0),
    resultBy: ref('result_by').references(() => accounts.id),
    resultAt: at('result_at'),
    signedInAt: at('signed_in_at'),
    signedInBy: ref('signed_in_by').references(() => accounts.id),
    queueNumber: integer('queue_number'),
    calledAt: at('called_at'),
    calledRoom: text('called_room'),
    candidateTokenHash: text('candidate_token_hash'),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_company_time_idx').on(t.companyId, t.startsAt),
    index('interviews_company_application_idx').on(t.companyId, t.applicationId),
    index('interviews_company_job_time_idx').on(t.companyId, t.jobId, t.startsAt),
    uniqueIndex('interviews_uid_uq').on(t.uid),
    uniqueIndex('interviews_candidate_token_uq').on(t.candidateTokenHash),
  ],
);

/** The interviewers of an interview; exactly one of them is the lead (主面试官). */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    companyId: ref('company_id').notNull().references(() => companies.id),
    interviewId: ref('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    isLead: boolean('is_lead').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.accountId] }), index('interview_interviewers_account_idx').on(t.companyId, t.accountId)],
);

/** 面试评价模板 (/user/template/evaluate): dimensions with scales, comments, a recommendation. */
export const evaluationTemplates = pgTable(
  'evaluation_templates',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    items: jsonb('items').$type<unknown[]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('evaluation_templates_company_name_uq').on(t.companyId, t.name)],
);

/** One interviewer's evaluation of one interview; `submittedAt` null while a draft. */
export const interviewEvaluations = pgTable(
  'interview_evaluations',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    interviewId: ref('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    templateId: ref('template_id').references(() => evaluationTemplates.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<unknown>().notNull(),
    recommendation: smallint('recommendation'),
    comment: text('comment'),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('interview_evaluations_interview_account_uq').on(t.interviewId, t.accountId), index('interview_evaluations_company_idx').on(t.companyId, t.interviewId)],
);

/** An account's working hours for self-scheduling (/user/seting/calendar). */
export const calendarSettings = pgTable('calendar_settings', {
  accountId: ref('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  companyId: ref('company_id').notNull().references(() => companies.id),
  workingHours: jsonb('working_hours').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/** Times an account is not available for interviews (忙碌时段). */
export const calendarBusyBlocks = pgTable(
  'calendar_busy_blocks',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_busy_blocks_account_time_idx').on(t.companyId, t.accountId, t.startsAt)],
);

/**
 * Slots offered to a candidate to pick one himself (自助预约) through a signed link; only the
 * token's sha-256 is kept. `plan` holds the interview to book (round, length, form, people,
 * room); booking it goes through the same conflict rules as arranging.
 */
export const interviewSlotOffers = pgTable(
  'interview_slot_offers',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    plan: jsonb('plan').$type<unknown>().notNull(),
    slots: jsonb('slots').$type<string[]>().notNull(),
    expiresAt: at('expires_at').notNull(),
    bookedInterviewId: ref('booked_interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('interview_slot_offers_token_uq').on(t.tokenHash), index('interview_slot_offers_application_idx').on(t.companyId, t.applicationId)],
);

/** The fields of the interview registration form (/user/manage/interviewregister). */
export const interviewRegisterFieldDefs = customFieldDefsTable('interview_register_field_defs');

/** What the candidate filled in the interview registration form (面试登记表). */
export const interviewRegistrations = pgTable(
  'interview_registrations',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    interviewId: ref('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interview_registrations_interview_uq').on(t.interviewId)],
);

/**
 * The code the front desk shows (a QR code) for candidates to sign in on their phones;
 * only its sha-256 is kept and it expires at the end of the day.
 */
export const interviewDeskCodes = pgTable(
  'interview_desk_codes',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('interview_desk_codes_token_uq').on(t.tokenHash)],
);

export const activeInterview = sql`cancelled_at is null`;
export type InterviewRow = typeof interviews.$inferSelect;
