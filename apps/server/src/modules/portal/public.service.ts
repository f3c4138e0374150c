// What the public portal reads: the company's open jobs the portal shows (官网设置 decides
// all or some), one job, the filter choices, and the counts of 官网概览.
import {
  fenToYuan,
  formatJobSalary,
  jobEducationLabels,
  jobNatureLabels,
  jobRequirementLines,
  PortalJobScope,
  type JobEducation,
  type JobNature,
  type JobSalaryType,
  type PortalJobDetail,
  type PortalJobPage,
  type PortalJobQuery,
  type PortalJobRow,
  type PortalOverview,
  type PortalSiteInfo,
} from '@bole/domain';
import { and, count, eq, gte, ilike, inArray, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { narrowScope } from '../../platform/db/scope';
import { AppError } from '../../platform/http/errors';
import { LOCATIONS, POSITION_BENEFITS } from '../basedata/data';
import { jobTypes } from '../jobs/settings.tables';
import { findJob, listJobs, openNow, type ListedJob } from '../jobs/repository';
import { jobs } from '../jobs/tables';
import { companyById, companyBySlug, settingsOf, type AllSettings, type PortalCompany } from './settings.service';
import { portalApplications, portalVisits } from './tables';

const cityNames = new Map(LOCATIONS.map((l) => [l.code, l.name]));
const benefitNames = new Map(POSITION_BENEFITS.map((b) => [b.code, b.name]));
const workYearText = (code: number | null) => (code === null ? '经验不限' : code === 0 ? '一年以下' : code >= 13 ? '12年以上' : `${code}年以上`);

/** A company whose portal is open, with its settings; a closed or unknown one answers 404. */
export async function openPortal(db: DbOrTx, slug: string): Promise<{ company: PortalCompany; settings: AllSettings }> {
  const company = await companyBySlug(db, slug);
  // The address has named the company: from here on the database shows no other one's rows.
  narrowScope(company.id);
  const settings = await settingsOf(db, company);
  if (!settings.options.enabled) throw new AppError('PORTAL_NOT_FOUND');
  return { company, settings };
}

/** The jobs the portal shows: open now, and the picked ones when 官网设置 says so. */
function shownJobs(settings: AllSettings): SQL {
  const picked = settings.options.jobScope === PortalJobScope.Selected ? inArray(jobs.id, settings.options.jobIds.length ? settings.options.jobIds : [0]) : undefined;
  return and(openNow(), picked)!;
}

function rowOf(r: ListedJob | (ListedJob & { describe: string | null })): PortalJobRow {
  return {
    id: r.id,
    name: r.name,
    nature: r.nature,
    natureLabel: jobNatureLabels[r.nature as JobNature] ?? '其他',
    city: r.workCityCode ? (cityNames.get(r.workCityCode) ?? null) : null,
    workPlace: r.workPlace,
    categoryName: r.categoryName,
    orgName: r.orgName,
    salaryText: formatJobSalary(r.salaryType as JobSalaryType, r.minSalaryFen === null ? null : fenToYuan(r.minSalaryFen), r.maxSalaryFen === null ? null : fenToYuan(r.maxSalaryFen)),
    headcount: r.headcount,
    openedAt: r.openedAt.toISOString(),
  };
}

export async function listPortalJobs(db: DbOrTx, companyId: number, settings: AllSettings, q: PortalJobQuery): Promise<PortalJobPage> {
  const keyword = q.keyword?.replace(/[%_\\]/g, (c) => `\\${c}`);
  const where = and(
    shownJobs(settings),
    keyword ? ilike(jobs.name, `%${keyword}%`) : undefined,
    q.city ? eq(jobs.workCityCode, q.city) : undefined,
    q.categoryId ? eq(jobs.categoryId, q.categoryId) : undefined,
    q.nature ? eq(jobs.nature, q.nature) : undefined,
  );
  const { rows, total } = await listJobs(db, companyId, where, (q.page - 1) * q.pageSize, q.pageSize);
  return { list: rows.map(rowOf), total, page: q.page, pageSize: q.pageSize };
}

/** One job the portal shows; closed, hidden, deleted or another company's answers 404. */
export async function portalJob(db: DbOrTx, companyId: number, settings: AllSettings, jobId: number): Promise<PortalJobDetail> {
  const { rows } = await listJobs(db, companyId, and(shownJobs(settings), eq(jobs.id, jobId)), 0, 1);
  const r = rows[0];
  if (!r) throw new AppError('PORTAL_JOB_NOT_FOUND');
  return {
    ...rowOf(r),
    describe: r.describe,
    benefits: r.benefits.map((code) => benefitNames.get(code) ?? code),
    educationLabel: r.eduRequire ? (jobEducationLabels[r.eduRequire as JobEducation] ?? '不限') : '学历不限',
    workYearLabel: workYearText(r.workYear),
    requirements: jobRequirementLines(r),
    demand: r.demand,
  };
}

/** The job's page on the careers portal when the portal is open and shows it (messages link to it), else null. */
export async function portalJobUrl(db: DbOrTx, companyId: number, jobId: number, publicUrl: string): Promise<string | null> {
  const company = await companyById(db, companyId);
  const settings = await settingsOf(db, company);
  if (!settings.options.enabled) return null;
  const [shown] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId), isNull(jobs.deletedAt), shownJobs(settings)));
  return shown ? `${publicUrl}/portal/${company.slug}/jobs/${jobId}` : null;
}

/** The job locked for the application's transaction, when the portal still shows it. */
export async function lockShownJob(db: DbOrTx, companyId: number, settings: AllSettings, jobId: number): Promise<{ id: number; name: string }> {
  const job = await findJob(db, companyId, jobId, { scope: shownJobs(settings), forUpdate: true });
  if (!job) throw new AppError('PORTAL_JOB_NOT_FOUND');
  return { id: job.id, name: job.name };
}

/** The site, its form, and the filter choices drawn from the jobs it shows. */
export async function siteInfo(db: DbOrTx, company: PortalCompany, settings: AllSettings): Promise<PortalSiteInfo> {
  const where = and(eq(jobs.companyId, company.id), isNull(jobs.deletedAt), shownJobs(settings));
  const [cities, categories, natures] = await Promise.all([
    db.selectDistinct({ code: jobs.workCityCode }).from(jobs).where(where),
    db
      .selectDistinct({ id: jobTypes.id, name: jobTypes.name })
      .from(jobs)
      .innerJoin(jobTypes, and(eq(jobTypes.id, jobs.categoryId), eq(jobTypes.companyId, jobs.companyId)))
      .where(where),
    db.selectDistinct({ nature: jobs.nature }).from(jobs).where(where),
  ]);
  return {
    companyName: company.name,
    site: settings.site,
    branding: settings.branding,
    seoTitle: settings.options.seoTitle || `${company.name}招聘官网`,
    seoDescription: settings.options.seoDescription || settings.site.intro.slice(0, 120),
    applyForm: settings.applyForm,
    filters: {
      cities: cities.flatMap((c) => (c.code && cityNames.has(c.code) ? [{ value: c.code, label: cityNames.get(c.code)! }] : [])).sort((a, b) => a.value.localeCompare(b.value)),
      categories: categories.map((c) => ({ value: c.id, label: c.name })).sort((a, b) => a.value - b.value),
      natures: natures.map((n) => ({ value: n.nature, label: jobNatureLabels[n.nature as JobNature] ?? '其他' })).sort((a, b) => a.value - b.value),
    },
  };
}

const today = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** Counts one page view for today (Asia/Shanghai). */
export async function countVisit(db: DbOrTx, companyId: number): Promise<void> {
  await db
    .insert(portalVisits)
    .values({ companyId, day: sql`${today}`, visits: 1 })
    .onConflictDoUpdate({ target: [portalVisits.companyId, portalVisits.day], set: { visits: sql`${portalVisits.visits} + 1` } });
}

/** 官网概览: the address, whether it is open, jobs shown, visits and applications. */
export async function overview(db: Db, companyId: number, publicUrl: string): Promise<PortalOverview> {
  const company = await companyById(db, companyId);
  const settings = await settingsOf(db, company);
  const since = sql`${today} - 29`;
  const visitSum = (cond?: SQL) => db.select({ n: sum(portalVisits.visits).mapWith(Number) }).from(portalVisits).where(and(eq(portalVisits.companyId, companyId), cond));
  const appCount = (cond?: SQL) => db.select({ n: count() }).from(portalApplications).where(and(eq(portalApplications.companyId, companyId), cond));
  const created = sql`(${portalApplications.createdAt} at time zone 'Asia/Shanghai')::date`;
  const [[vAll], [v30], [vToday], [aAll], [a30], [aToday], shown] = await Promise.all([
    visitSum(),
    visitSum(gte(portalVisits.day, since)),
    visitSum(eq(portalVisits.day, today)),
    appCount(),
    appCount(gte(created, since)),
    appCount(eq(created, today)),
    listJobs(db, companyId, shownJobs(settings), 0, 1),
  ]);
  return {
    portalUrl: `${publicUrl}/portal/${company.slug}`,
    enabled: settings.options.enabled,
    jobsShown: shown.total,
    visits: { total: vAll?.n ?? 0, last30Days: v30?.n ?? 0, today: vToday?.n ?? 0 },
    applications: { total: aAll?.n ?? 0, last30Days: a30?.n ?? 0, today: aToday?.n ?? 0 },
  };
}
