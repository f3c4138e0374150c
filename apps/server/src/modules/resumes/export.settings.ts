// 简历导出设置 (/user/seting/resumeexport): per company, read by every export.
import {
  customColumnFieldKey,
  defaultExportSettings,
  EXPORT_COLUMNS,
  RESUME_SECTION_KEYS,
  resumeExportSettingsSchema,
  type ResumeExportSettings,
  type ResumeExportSettingsResponse,
} from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { listFields } from './fields.repository';
import type { Caller } from './scope';
import { resumeExportSettings } from './export.tables';

type Row = typeof resumeExportSettings.$inferSelect;

async function rowOf(db: DbOrTx, companyId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(resumeExportSettings).where(eq(resumeExportSettings.companyId, companyId));
  return row;
}

/**
 * Stored settings key by key: a key missing or no longer valid (a column a later version
 * dropped) reads as its default, and unknown columns or sections are left out, custom fields'
 * columns too once their field is deleted.
 */
export function settingsOf(stored: Record<string, unknown> | undefined, fieldKeys: ReadonlySet<string>): ResumeExportSettings {
  if (!stored) return defaultExportSettings;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []);
  const column = (c: string) => {
    const key = customColumnFieldKey(c);
    return key === undefined ? c in EXPORT_COLUMNS : fieldKeys.has(key);
  };
  const candidate = {
    ...defaultExportSettings,
    ...stored,
    excelColumns: strings(stored.excelColumns).filter(column),
    documentSections: strings(stored.documentSections).filter((k) => (RESUME_SECTION_KEYS as readonly string[]).includes(k)),
  };
  const shape = resumeExportSettingsSchema.shape;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof ResumeExportSettings)[]) {
    const parsed = shape[key].safeParse(candidate[key]);
    out[key] = parsed.success ? parsed.data : defaultExportSettings[key];
  }
  return out as ResumeExportSettings;
}

const fieldKeysOf = async (db: DbOrTx, companyId: number) => new Set((await listFields(db, companyId)).map((f) => f.key));

/** The company's export settings, the defaults when it never saved any. */
export async function exportSettingsOf(db: DbOrTx, companyId: number): Promise<ResumeExportSettings> {
  return settingsOf((await rowOf(db, companyId))?.settings, await fieldKeysOf(db, companyId));
}

const present = (row: Row | undefined, fieldKeys: ReadonlySet<string>): ResumeExportSettingsResponse => ({
  ...settingsOf(row?.settings, fieldKeys),
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedByName: row?.updatedByName ?? null,
});

export async function getExportSettings(db: DbOrTx, companyId: number): Promise<ResumeExportSettingsResponse> {
  return present(await rowOf(db, companyId), await fieldKeysOf(db, companyId));
}

/** Replaces the company's export settings (340003); a custom field's column must name one of its fields. */
export async function saveExportSettings(db: DbOrTx, caller: Caller, settings: ResumeExportSettings): Promise<ResumeExportSettingsResponse> {
  const fieldKeys = await fieldKeysOf(db, caller.companyId);
  const unknown = settings.excelColumns.map(customColumnFieldKey).find((key) => key !== undefined && !fieldKeys.has(key));
  if (unknown !== undefined) {
    throw new AppError('CUSTOM_FIELD_UNKNOWN', `简历字段「${unknown}」不存在，请刷新页面后重试`, { fields: [{ field: 'excelColumns', message: '所选的简历字段不存在' }] });
  }
  const values = { settings, updatedAt: new Date(), updatedBy: caller.accountId, updatedByName: caller.userName };
  const [row] = await db
    .insert(resumeExportSettings)
    .values({ companyId: caller.companyId, ...values })
    .onConflictDoUpdate({ target: resumeExportSettings.companyId, set: values })
    .returning();
  return present(row, fieldKeys);
}
