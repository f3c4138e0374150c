// 简历设置 (/user/seting/resume): per company, read by storing and editing resumes.
import { DEFAULT_RESUME_SETTINGS, missingRequiredFields, resumeRequirableFieldLabels, resumeSettingsSchema, type ResumeSettings, type ResumeSettingsResponse } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { Caller } from './scope';
import { resumeSettings } from './settings.tables';

type Row = typeof resumeSettings.$inferSelect;

async function rowOf(db: DbOrTx, companyId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(resumeSettings).where(eq(resumeSettings.companyId, companyId));
  return row;
}

// A row written before a setting existed reads that setting as its default.
const settingsOf = (row: Row | undefined): ResumeSettings => {
  if (!row) return DEFAULT_RESUME_SETTINGS;
  const parsed = resumeSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_RESUME_SETTINGS;
};

/** The company's settings, the defaults when it never saved any. */
export async function resumeSettingsOf(db: DbOrTx, companyId: number): Promise<ResumeSettings> {
  return settingsOf(await rowOf(db, companyId));
}

const present = (row: Row | undefined): ResumeSettingsResponse => ({
  ...settingsOf(row),
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedByName: row?.updatedByName ?? null,
});

export async function getResumeSettings(db: DbOrTx, companyId: number): Promise<ResumeSettingsResponse> {
  return present(await rowOf(db, companyId));
}

/** Replaces the company's settings (340001). */
export async function saveResumeSettings(db: DbOrTx, caller: Caller, settings: ResumeSettings): Promise<ResumeSettingsResponse> {
  const values = { settings, updatedAt: new Date(), updatedBy: caller.accountId, updatedByName: caller.userName };
  const [row] = await db
    .insert(resumeSettings)
    .values({ companyId: caller.companyId, ...values })
    .onConflictDoUpdate({ target: resumeSettings.companyId, set: values })
    .returning();
  return present(row);
}

/**
 * Refuses an edit that empties a field the company requires (手工录入必填项): 400 naming
 * the fields like a validation failure, so the form shows the message under each.
 */
export function assertRequiredSent(settings: ResumeSettings, body: Readonly<Record<string, unknown>>): void {
  const missing = missingRequiredFields(body, settings.requiredFields, true);
  if (missing.length === 0) return;
  const fields = missing.map((field) => ({ field, message: `请填写${resumeRequirableFieldLabels[field]}` }));
  throw new AppError('RESUME_FIELD_REQUIRED', `${missing.map((f) => resumeRequirableFieldLabels[f]).join('、')}为必填项，不能清空`, { fields });
}
