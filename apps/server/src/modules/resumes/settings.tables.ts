import type { ResumeSettings } from '@bole/domain';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/** 简历设置 (/user/seting/resume): one row per company once saved; no row means the defaults. */
export const resumeSettings = pgTable('resume_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  // Validated by resumeSettingsSchema on the way in and read through it on the way out.
  settings: jsonb('settings').$type<ResumeSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: ref('updated_by').references(() => accounts.id),
  // The saver's name at the time, as the resume records keep it.
  updatedByName: text('updated_by_name'),
});
