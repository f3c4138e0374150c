// Queries of 入职管理: the company's hires across the jobs the caller sees (jobs/scope.ts, as the
// application lists), each with its live offer, 入职部门, job owner and onboarding row. The
// planned 转正 day is the row's, else computed in SQL as the entry day plus the offer's months
// (PostgreSQL's month arithmetic clamps to the month's end, as `addMonths` in the domain does).
import { ENDED_OFFER_STATUSES, RecruitmentState, type OnboardingFilter, type OnboardingTab } from '@bole/domain';
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { liveResume } from '../applications/counts';
import { applications } from '../applications/tables';
import { accounts, orgs } from '../company/tables';
import { containsPattern } from '../company/shared';
import { jobs } from '../jobs/tables';
import { offers } from '../offers/tables';
import { resumes } from '../resumes/tables';
import { onboardings } from './tables';

/** The planned 转正 day: fixed at 确认入职 (or extended), else the entry day plus the offer's probation months. */
export const probationEndSql = sql<string | null>`coalesce(${onboardings.probationEnd}, case when ${offers.probationPeriod} > 0 and ${applications.entryDate} is not null then (${applications.entryDate} + make_interval(months => ${offers.probationPeriod}::int))::date end)::text`;
/** The 转正 day shown: the actual one once 转正, else the planned one. */
const regularDaySql = sql<string | null>`coalesce(${onboardings.regularDate}::text, ${probationEndSql})`;

/** Which applications a tab holds (all active: not archived or transferred). */
export function tabCondition(tab: OnboardingTab): SQL {
  switch (tab) {
    case 'awaiting':
      return eq(applications.recruitmentState, RecruitmentState.AwaitingEntry);
    case 'probation':
      return eq(applications.recruitmentState, RecruitmentState.Hired);
    case 'regular':
      return eq(applications.recruitmentState, RecruitmentState.Regular);
    case 'noShow':
      return and(eq(applications.outcome, 3), isNotNull(onboardings.noShowAt))!;
  }
}

export type Filters = Omit<OnboardingFilter, 'tab' | 'sortBy' | 'order'>;

/** The filters besides the tab; the keyword matches the phone only for a caller who may see it (250001). */
export function filterConditions(q: Filters, contactAllowed: boolean): SQL | undefined {
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    pattern ? (contactAllowed ? or(ilike(resumes.name, pattern), ilike(resumes.mobile, pattern)) : ilike(resumes.name, pattern)) : undefined,
    q.jobId ? eq(applications.jobId, q.jobId) : undefined,
    q.orgId ? eq(offers.orgId, q.orgId) : undefined,
    q.entryFrom ? gte(applications.entryDate, q.entryFrom) : undefined,
    q.entryTo ? lte(applications.entryDate, q.entryTo) : undefined,
    q.probationFrom ? sql`${regularDaySql} >= ${q.probationFrom}` : undefined,
    q.probationTo ? sql`${regularDaySql} <= ${q.probationTo}` : undefined,
  );
}

const columns = {
  applicationId: applications.id,
  resumeId: applications.resumeId,
  name: resumes.name,
  mobile: resumes.mobile,
  email: resumes.email,
  jobId: applications.jobId,
  jobName: jobs.name,
  recruitmentState: applications.recruitmentState,
  entryDate: applications.entryDate,
  version: applications.version,
  offerId: offers.id,
  offerStatus: offers.status,
  offerExpiresAt: offers.expiresAt,
  orgName: orgs.name,
  probationMonths: offers.probationPeriod,
  internshipSalaryFen: offers.internshipSalaryFen,
  formalSalaryFen: offers.formalSalaryFen,
  salaryType: offers.salaryType,
  taxType: offers.taxType,
  probationEnd: probationEndSql,
  regularDate: onboardings.regularDate,
  noShowAt: onboardings.noShowAt,
  noShowReason: onboardings.noShowReason,
  ownerName: accounts.userName,
};

/** Applications with their resume, job (in the caller's scope), live offer, department, owner and onboarding row. */
function joined(db: DbOrTx, companyId: number, scope: SQL | undefined) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(resumes, liveResume)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId), isNull(jobs.deletedAt), scope))
    .leftJoin(offers, and(eq(offers.applicationId, applications.id), eq(offers.companyId, applications.companyId), notInArray(offers.status, [...ENDED_OFFER_STATUSES])))
    .leftJoin(orgs, and(eq(orgs.id, offers.orgId), eq(orgs.companyId, offers.companyId)))
    .leftJoin(accounts, and(eq(accounts.id, jobs.ownerId), eq(accounts.companyId, jobs.companyId)))
    .leftJoin(onboardings, and(eq(onboardings.applicationId, applications.id), eq(onboardings.companyId, applications.companyId)));
}

export type HireRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const active = () => isNull(applications.archivedAt);

/** The order of a tab: its date (nulls last), then the newest application. */
function orderOf(tab: OnboardingTab, sortBy: OnboardingFilter['sortBy'], order: OnboardingFilter['order']) {
  const by = sortBy ?? (tab === 'probation' || tab === 'regular' ? 'regularDate' : 'entryDate');
  const dir = order ?? (tab === 'regular' || tab === 'noShow' ? 'desc' : 'asc');
  const key = by === 'entryDate' ? sql`${applications.entryDate}` : regularDaySql;
  return [dir === 'asc' ? sql`${key} asc nulls last` : sql`${key} desc nulls last`, dir === 'asc' ? asc(applications.id) : desc(applications.id)];
}

/** One page of a tab. */
export async function hirePage(db: DbOrTx, companyId: number, scope: SQL | undefined, q: OnboardingFilter, filters: SQL | undefined, offset: number, limit: number): Promise<HireRow[]> {
  return joined(db, companyId, scope)
    .where(inCompany(applications, companyId, active(), tabCondition(q.tab), filters))
    .orderBy(...orderOf(q.tab, q.sortBy, q.order))
    .limit(limit)
    .offset(offset);
}

/** Candidates per tab under the same filters. */
export async function tabCounts(db: DbOrTx, companyId: number, scope: SQL | undefined, filters: SQL | undefined): Promise<Record<OnboardingTab, number>> {
  const n = (tab: OnboardingTab) => sql<number>`count(*) filter (where ${tabCondition(tab)})::int`;
  const [row] = await db
    .select({ awaiting: n('awaiting'), probation: n('probation'), regular: n('regular'), noShow: n('noShow') })
    .from(applications)
    .innerJoin(resumes, liveResume)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId), isNull(jobs.deletedAt), scope))
    .leftJoin(offers, and(eq(offers.applicationId, applications.id), eq(offers.companyId, applications.companyId), notInArray(offers.status, [...ENDED_OFFER_STATUSES])))
    .leftJoin(onboardings, and(eq(onboardings.applicationId, applications.id), eq(onboardings.companyId, applications.companyId)))
    .where(inCompany(applications, companyId, active(), filters));
  return row ?? { awaiting: 0, probation: 0, regular: 0, noShow: 0 };
}

/** One application's hire facts (no scope: the caller's access is checked by the action first). */
export async function hireOf(db: DbOrTx, companyId: number, applicationId: number): Promise<HireRow | undefined> {
  const [row] = await joined(db, companyId, undefined).where(inCompany(applications, companyId, eq(applications.id, applicationId)));
  return row;
}

/** Writes the application's onboarding facts (creating the row on first use). */
export async function saveOnboarding(db: DbOrTx, companyId: number, applicationId: number, values: Partial<Omit<typeof onboardings.$inferInsert, 'id' | 'companyId' | 'applicationId'>>): Promise<void> {
  await db
    .insert(onboardings)
    .values({ companyId, applicationId, ...values })
    .onConflictDoUpdate({ target: [onboardings.companyId, onboardings.applicationId], set: { ...values, updatedAt: new Date() } });
}
