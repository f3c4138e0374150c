import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BackgroundCheckFinding, BackgroundCheckProject, BackgroundCheckStatus } from '@bole/domain';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { applications } from '../applications/tables';
import { accounts, companies } from '../company/tables';
import { resumes } from '../resumes/tables';

const STATUSES = Object.values(BackgroundCheckStatus) as [BackgroundCheckStatus, ...BackgroundCheckStatus[]];
const PROJECTS = Object.values(BackgroundCheckProject) as [BackgroundCheckProject, ...BackgroundCheckProject[]];
const FINDINGS = Object.values(BackgroundCheckFinding) as [BackgroundCheckFinding, ...BackgroundCheckFinding[]];

/**
 * A background check ordered for an application in an Offer stage, paid in 背调 points when
 * ordered. The built-in provider is an agency working through a signed link: only the
 * sha-256 of its token is kept. The agency's PDF report is stored by content (files/storage.ts).
 */
export const backgroundChecks = pgTable(
  'background_checks',
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
      .references(() => resumes.id),
    education: integer('education').notNull(),
    work: integer('work').notNull(),
    project: integer('project').notNull(),
    points: integer('points').notNull(),
    status: text('status', { enum: STATUSES }).notNull(),
    provider: text('provider').notNull(),
    agencyName: text('agency_name'),
    agencyEmail: text('agency_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    reportStorageKey: text('report_storage_key'),
    reportFileName: text('report_file_name'),
    reportSize: integer('report_size'),
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: ref('cancelled_by').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('background_checks_token_uq').on(t.tokenHash),
    index('background_checks_application_idx').on(t.companyId, t.applicationId),
    // One open check per application: a second order would charge twice for the same work.
    uniqueIndex('background_checks_open_uq')
      .on(t.companyId, t.applicationId)
      .where(sql`status in ('pending', 'inProgress')`),
    check('background_checks_counts', sql`${t.education} >= 0 and ${t.work} >= 0 and ${t.project} >= 0 and ${t.points} > 0`),
  ],
);

/** One thing the agency verifies, and its finding. */
export const backgroundCheckItems = pgTable(
  'background_check_items',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    checkId: ref('check_id')
      .notNull()
      .references(() => backgroundChecks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    project: text('project', { enum: PROJECTS }).notNull(),
    title: text('title').notNull(),
    finding: text('finding', { enum: FINDINGS }),
    note: text('note'),
  },
  (t) => [index('background_check_items_check_idx').on(t.checkId, t.position)],
);
