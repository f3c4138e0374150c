import type { CustomFieldValues, OfferStatus } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { accounts, companies } from '../company/tables';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';

const idList = (name: string) =>
  bigint(name, { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`);

/**
 * Offers (spec section 3, the Offer form) made to a candidate in a job's Offer stage. Money is
 * integer fen (分). The department (org_id), 职级 (job_rank_id), demands, files and the letter
 * template carry no foreign key, as on jobs and demands: their areas delete rows without knowing
 * of offers, which then show them as deleted. `status` follows the offer's approval (approvals
 * module, kind 'offer') until it is sent, answered or cancelled. The candidate's answer link is
 * kept only as the sha-256 of its token. One live offer per application: the partial unique
 * index leaves out the ones that are over (declined, expired, cancelled).
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    applicationId: ref('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    jobId: ref('job_id')
      .notNull()
      .references(() => jobs.id),
    status: text('status').$type<OfferStatus>().notNull().default('draft'),
    entryTime: date('entry_time', { mode: 'string' }).notNull(),
    orgId: ref('org_id').notNull(),
    // -1 无试用期, else months.
    probationPeriod: smallint('probation_period').notNull(),
    internshipSalaryFen: bigint('internship_salary_fen', { mode: 'number' }).notNull(),
    // 3 日薪, 1 月薪, 2 年薪 (OfferSalaryType), of the regular salary.
    salaryType: smallint('salary_type').notNull(),
    formalSalaryFen: bigint('formal_salary_fen', { mode: 'number' }).notNull(),
    taxType: smallint('tax_type').notNull(),
    jobRankId: ref('job_rank_id'),
    demandIds: idList('demand_ids'),
    offerEmailFlag: boolean('offer_email_flag').notNull().default(true),
    emailTitle: text('email_title'),
    ccEmails: text('cc_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailContent: text('email_content'),
    fileIds: idList('file_ids'),
    offerFileTemplateId: ref('offer_file_template_id'),
    customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
    // The Offer审批: its id and status mirrored from the approvals module for the lists.
    approvalId: ref('approval_id'),
    approvalStatus: text('approval_status'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: ref('sent_by').references(() => accounts.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    answerTokenHash: text('answer_token_hash'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // 'accept' or 'decline', by the candidate through his link.
    answer: text('answer'),
    declineReason: text('decline_reason'),
    declineReasonId: ref('decline_reason_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: ref('cancelled_by').references(() => accounts.id),
    cancelReason: text('cancel_reason'),
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_live_application_uq')
      .on(t.companyId, t.applicationId)
      .where(sql`status not in ('declined', 'expired', 'cancelled')`),
    uniqueIndex('offers_answer_token_uq').on(t.answerTokenHash),
    index('offers_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('offers_company_status_idx').on(t.companyId, t.status),
    index('offers_application_idx').on(t.companyId, t.applicationId),
  ],
);
