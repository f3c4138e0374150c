// The placeholder values an offer fills (template type 2 候选人Offer通知 and the offer letter):
// 入职日期, 试用期, 试用期薪资, 转正薪资, 入职部门, 职级, 关联招聘需求, Offer创建日期. Salaries read
// as typed in 元 with the unit of the salary type and 税前/税后 ('8000.50元/月（税前）').
import {
  fenToYuanText,
  offerSalaryTypeLabels,
  probationLabels,
  shanghaiDate,
  taxTypeLabels,
  TemplatePlaceholder,
  type OfferHideableField,
  type OfferSalaryType,
  type Probation,
  type TaxType,
  type TemplateValues,
} from '@bole/domain';
import { desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { orgs } from '../company/tables';
import { demands } from '../demands/tables';
import { jobLevels } from '../jobs/settings.tables';
import type { OfferRecord } from './repository';
import { offers } from './tables';

const UNIT: Record<OfferSalaryType, string> = { 1: '月', 2: '年', 3: '日' };

/** '8000.50元/月（税前）'. */
export function salaryText(fen: number, salaryType: number, taxType: number): string {
  const unit = UNIT[salaryType as OfferSalaryType] ?? offerSalaryTypeLabels[1];
  const tax = taxTypeLabels[taxType as TaxType];
  return `${fenToYuanText(fen)}元/${unit}${tax ? `（${tax}）` : ''}`;
}

/** '2026年12月1日' from YYYY-MM-DD. */
export function chineseDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

function chineseDay(instant: Date): string {
  const d = shanghaiDate(instant);
  return `${d.year}年${d.month}月${d.day}日`;
}

/** The offer's own values; the application's (candidate, company, job, contact) come from messaging/values.ts. */
export async function offerValues(db: DbOrTx, companyId: number, offer: OfferRecord): Promise<TemplateValues> {
  const [org] = await db.select({ name: orgs.name }).from(orgs).where(inCompany(orgs, companyId, eq(orgs.id, offer.orgId)));
  const [rank] = offer.jobRankId === null ? [] : await db.select({ name: jobLevels.name }).from(jobLevels).where(inCompany(jobLevels, companyId, eq(jobLevels.id, offer.jobRankId)));
  const linked = offer.demandIds.length === 0 ? [] : await db.select({ id: demands.id, name: demands.name }).from(demands).where(inCompany(demands, companyId, inArray(demands.id, offer.demandIds)));
  const byId = new Map(linked.map((d) => [d.id, d.name]));
  const demandName = offer.demandIds.flatMap((id) => byId.get(id) ?? []).join('、');
  return {
    [TemplatePlaceholder.EntryDate]: chineseDate(offer.entryTime),
    [TemplatePlaceholder.Probation]: probationLabels[offer.probationPeriod as Probation] ?? null,
    [TemplatePlaceholder.ProbationSalary]: salaryText(offer.internshipSalaryFen, offer.salaryType, offer.taxType),
    [TemplatePlaceholder.PositiveSalary]: salaryText(offer.formalSalaryFen, offer.salaryType, offer.taxType),
    [TemplatePlaceholder.OrgName]: org?.name ?? null,
    [TemplatePlaceholder.JobRank]: rank?.name ?? null,
    [TemplatePlaceholder.DemandName]: demandName || null,
    [TemplatePlaceholder.OfferCreateTime]: chineseDay(offer.createdAt),
  };
}

/** The placeholders each field the offer field codes may hide fills. */
const PLACEHOLDERS: Record<OfferHideableField, readonly TemplatePlaceholder[]> = {
  entryTime: [TemplatePlaceholder.EntryDate],
  orgId: [TemplatePlaceholder.OrgName],
  internshipSalary: [TemplatePlaceholder.ProbationSalary],
  probationPeriod: [TemplatePlaceholder.Probation],
  formalSalary: [TemplatePlaceholder.PositiveSalary],
  salaryType: [],
  jobName: [TemplatePlaceholder.JobName],
};

/** The values with those of the hidden fields blank, for what a colleague reads (letter download, template preview). */
export function hideOfferValues(values: TemplateValues, hidden: readonly OfferHideableField[]): TemplateValues {
  const shown: TemplateValues = { ...values };
  for (const field of hidden) for (const p of PLACEHOLDERS[field]) shown[p] = null;
  return shown;
}

/** The offer values of the application's latest offer not cancelled (the one its notices are about); none without one. */
export async function currentOfferValues(db: DbOrTx, companyId: number, applicationId: number): Promise<TemplateValues> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(inCompany(offers, companyId, eq(offers.applicationId, applicationId), ne(offers.status, 'cancelled')))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(1);
  return offer ? offerValues(db, companyId, offer) : {};
}
