import type { ApplyFormSettings, JobGuide, PortalBranding, PortalOptions, PortalSite } from '@bole/domain';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { companies } from '../company/tables';

/**
 * The careers portal's settings, one row per company, written on the first save; a company
 * without a row gets the defaults. One jsonb per settings page, each checked by its domain schema.
 */
export const portalSettings = pgTable('portal_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  applyForm: jsonb('apply_form').$type<ApplyFormSettings>(),
  site: jsonb('site').$type<PortalSite>(),
  options: jsonb('options').$type<PortalOptions>(),
  branding: jsonb('branding').$type<PortalBranding>(),
  jobGuide: jsonb('job_guide').$type<JobGuide>(),
  updatedBy: ref('updated_by'),
  updatedAt: updatedAt(),
});

/** Every wording of a company's privacy consent, so a recorded consent names the exact text agreed to. */
export const portalConsentTexts = pgTable(
  'portal_consent_texts',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.version] })],
);

/**
 * One row per person (mobile) and job applied to through the portal: the resume it stored,
 * the process application, and the consent given (time, address, browser, text version).
 * The unique key makes a re-submission answer the first application.
 */
export const portalApplications = pgTable(
  'portal_applications',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: ref('job_id').notNull(),
    mobile: text('mobile').notNull(),
    resumeId: ref('resume_id').notNull(),
    applicationId: ref('application_id'),
    consentVersion: integer('consent_version').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('portal_applications_person_job_uq').on(t.companyId, t.jobId, t.mobile), index('portal_applications_company_created_idx').on(t.companyId, t.createdAt)],
);

/** Page views of the portal per company and day (Asia/Shanghai), for 官网概览. */
export const portalVisits = pgTable(
  'portal_visits',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    day: date('day').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** Pictures the portal shows (logo, banner, employer branding), served publicly under the company's slug. */
export const portalImages = pgTable(
  'portal_images',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('portal_images_company_idx').on(t.companyId)],
);
