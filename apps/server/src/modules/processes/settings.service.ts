// 通用招聘设置 (/user/seting/recruit, 330010): how eliminations, repeated applications and
// the board behave for the whole company. No row means the defaults.
import { DEFAULT_RECRUIT_SETTINGS, type RecruitSettings, type RecruitSettingsUpdate } from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { recruitSettings } from './tables';

export async function recruitSettingsOf(db: DbOrTx, companyId: number): Promise<RecruitSettings> {
  const [row] = await db.select().from(recruitSettings).where(inCompany(recruitSettings, companyId));
  if (!row) return { ...DEFAULT_RECRUIT_SETTINGS };
  const { eliminateReasonRequired, eliminateNotifyDefault, allowMultipleJobs, reapplyEliminated, showStageDays } = row;
  return { eliminateReasonRequired, eliminateNotifyDefault, allowMultipleJobs, reapplyEliminated, showStageDays };
}

/** Changes the keys sent; answers the settings as they now stand. */
export async function updateRecruitSettings(db: DbOrTx, companyId: number, accountId: number, patch: RecruitSettingsUpdate): Promise<RecruitSettings> {
  const next = { ...(await recruitSettingsOf(db, companyId)), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as RecruitSettings;
  await db
    .insert(recruitSettings)
    .values({ companyId, ...next, updatedBy: accountId })
    .onConflictDoUpdate({ target: recruitSettings.companyId, set: { ...next, updatedBy: accountId, updatedAt: new Date() } });
  return next;
}
