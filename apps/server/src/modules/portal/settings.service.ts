// The portal's settings pages: one jsonb per page in portal_settings, defaults until the
// first save. The consent wording is versioned: a changed text gets the next version, and
// every version is kept so a recorded consent names the exact text agreed to.
import {
  DEFAULT_APPLY_FORM,
  DEFAULT_PORTAL_COLOR,
  DEFAULT_PORTAL_OPTIONS,
  type ApplyFormSettings,
  type ApplyFormSettingsInput,
  type JobGuide,
  type PortalBranding,
  type PortalOptions,
  type PortalSite,
} from '@bole/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { companies } from '../company/tables';
import { jobs } from '../jobs/tables';
import { portalConsentTexts, portalSettings } from './tables';

export type PortalCompany = { id: number; name: string; slug: string; introduction: string | null };

export type AllSettings = { applyForm: ApplyFormSettings; site: PortalSite; options: PortalOptions; branding: PortalBranding; jobGuide: JobGuide };

/** The settings of a company as they hold now, defaults filled in. */
export async function settingsOf(db: DbOrTx, company: Pick<PortalCompany, 'id' | 'name' | 'introduction'>): Promise<AllSettings> {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.companyId, company.id));
  return {
    applyForm: row?.applyForm ?? DEFAULT_APPLY_FORM,
    site: row?.site ?? { bannerTitle: `加入${company.name}`, intro: company.introduction ?? '', primaryColor: DEFAULT_PORTAL_COLOR, logoUrl: null, bannerImageUrl: null, sections: [] },
    options: row?.options ?? DEFAULT_PORTAL_OPTIONS,
    branding: row?.branding ?? { slogan: '', items: [] },
    jobGuide: row?.jobGuide ?? { enabled: false, text: '' },
  };
}

export async function companyById(db: DbOrTx, companyId: number): Promise<PortalCompany> {
  const [row] = await db.select({ id: companies.id, name: companies.name, slug: companies.slug, introduction: companies.introduction }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function companyBySlug(db: DbOrTx, slug: string): Promise<PortalCompany> {
  const [row] = await db.select({ id: companies.id, name: companies.name, slug: companies.slug, introduction: companies.introduction }).from(companies).where(eq(companies.slug, slug.toLowerCase()));
  if (!row) throw new AppError('PORTAL_NOT_FOUND');
  return row;
}

type Section = keyof AllSettings;

async function save(tx: Tx, companyId: number, accountId: number, patch: Partial<AllSettings>): Promise<void> {
  await tx
    .insert(portalSettings)
    .values({ companyId, updatedBy: accountId, ...patch })
    .onConflictDoUpdate({ target: portalSettings.companyId, set: { updatedBy: accountId, updatedAt: new Date(), ...patch } });
}

export async function readSection<S extends Section>(db: Db, companyId: number, section: S): Promise<AllSettings[S]> {
  return (await settingsOf(db, await companyById(db, companyId)))[section];
}

/** Saves 官网内容, 雇主品牌宣传 or 职位发布指引 as sent. */
export async function saveSection<S extends 'site' | 'branding' | 'jobGuide'>(db: Db, caller: { companyId: number; accountId: number }, section: S, value: AllSettings[S]): Promise<AllSettings[S]> {
  await db.transaction((tx) => save(tx, caller.companyId, caller.accountId, { [section]: value }));
  return value;
}

/** 官网设置: the jobs picked must be the company's own (404 otherwise). */
export async function saveOptions(db: Db, caller: { companyId: number; accountId: number }, value: PortalOptions): Promise<PortalOptions> {
  const jobIds = [...new Set(value.jobIds)];
  if (jobIds.length > 0) {
    const found = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, caller.companyId), inArray(jobs.id, jobIds), isNull(jobs.deletedAt)));
    if (found.length !== jobIds.length) throw new AppError('NOT_FOUND', '所选职位不存在或已删除');
  }
  const saved = { ...value, jobIds };
  await db.transaction((tx) => save(tx, caller.companyId, caller.accountId, { options: saved }));
  return saved;
}

/** 申请表设置: a new consent wording becomes the next version; the same wording keeps its version. */
export async function saveApplyForm(db: Db, caller: { companyId: number; accountId: number }, input: ApplyFormSettingsInput): Promise<ApplyFormSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ applyForm: portalSettings.applyForm }).from(portalSettings).where(eq(portalSettings.companyId, caller.companyId)).for('update');
    const current = row?.applyForm ?? DEFAULT_APPLY_FORM;
    const changed = current.consentText !== input.consentText;
    const consentVersion = changed ? current.consentVersion + 1 : current.consentVersion;
    if (changed) await tx.insert(portalConsentTexts).values({ companyId: caller.companyId, version: consentVersion, text: input.consentText }).onConflictDoNothing();
    const applyForm = { ...input, consentVersion };
    await save(tx, caller.companyId, caller.accountId, { applyForm });
    return applyForm;
  });
}

/** Makes sure the version a candidate agreed to is kept (the default wording is written on first use). */
export async function keepConsentText(tx: Tx, companyId: number, form: ApplyFormSettings): Promise<void> {
  await tx.insert(portalConsentTexts).values({ companyId, version: form.consentVersion, text: form.consentText }).onConflictDoNothing();
}
