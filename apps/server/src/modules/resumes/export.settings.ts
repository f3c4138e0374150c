// 简历导出设置 (/user/seting/resumeexport): per company, read by every export.
import { defaultExportSettings, EXPORT_COLUMNS, RESUME_SECTION_KEYS, resumeExportSettingsSchema, type ResumeExportSettings, type ResumeExportSettingsResponse } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { Caller } from './scope';
import { resumeExportSettings } from './export.tables';

type Row = typeof resumeExportSettings.$inferSelect;

async function rowOf(db: DbOrTx, companyId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(resumeExportSettings).where(eq(resumeExportSettings.companyId, companyId));
  return row;
}

/**
 * Stored settings key by key: a key missing or no longer valid (a column a later version
 * dropped) reads as its default, and unknown columns or sections are left out.
 */
export function settingsOf(stored: Record<string, unknown> | undefined): ResumeExportSettings {
  if (!stored) return defaultExportSettings;
  const known = (list: unknown, keys: readonly string[]) => (Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string' && keys.includes(k)) : []);
  const candidate = {
    ...defaultExportSettings,
    ...stored,
    excelColumns: known(stored.excelColumns, Object.keys(EXPORT_COLUMNS)),
    documentSections: known(stored.documentSections, RESUME_SECTION_KEYS),
  };
  const shape = resumeExportSettingsSchema.shape;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof ResumeExportSettings)[]) {
    const parsed = shape[key].safeParse(candidate[key]);
    out[key] = parsed.success ? parsed.data : defaultExportSettings[key];
  }
  return out as ResumeExportSettings;
}

/** The company's export settings, the defaults when it never saved any. */
export async function exportSettingsOf(db: DbOrTx, companyId: number): Promise<ResumeExportSettings> {
  return settingsOf((await rowOf(db, companyId))?.settings);
}

const present = (row: Row | undefined): ResumeExportSettingsResponse => ({
  ...settingsOf(row?.settings),
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedByName: row?.updatedByName ?? null,
});

export async function getExportSettings(db: DbOrTx, companyId: number): Promise<ResumeExportSettingsResponse> {
  return present(await rowOf(db, companyId));
}

/** Replaces the company's export settings (340003). */
export async function saveExportSettings(db: DbOrTx, caller: Caller, settings: ResumeExportSettings): Promise<ResumeExportSettingsResponse> {
  const values = { settings, updatedAt: new Date(), updatedBy: caller.accountId, updatedByName: caller.userName };
  const [row] = await db
    .insert(resumeExportSettings)
    .values({ companyId: caller.companyId, ...values })
    .onConflictDoUpdate({ target: resumeExportSettings.companyId, set: values })
    .returning();
  return present(row);
}
