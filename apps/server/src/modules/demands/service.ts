// Hiring demands (230006-230008): list, detail, create (as a draft or straight into approval), edit
// while a draft or sent back, submit, close, and the approved ones a job may name. Each write
// checks the ids it names against the caller's company and runs in one transaction.
import {
  DemandStatus,
  demandRuleIssues,
  EDITABLE_DEMAND_STATUSES,
  Perm,
  type DemandClose,
  type DemandCreate,
  type DemandDetail,
  type DemandListQuery,
  type DemandOption,
  type DemandOptionsQuery,
  type DemandPage,
  type DemandUpdate,
} from '@bole/domain';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { approvalStates, subjectApproval, withdraw } from '../approvals/service';
import { stageCountsForJobs } from '../applications/counts';
import { accounts, orgs } from '../company/tables';
import { containsPattern } from '../company/shared';
import { resolveCustomValues } from '../custom-fields/values';
import { jobsOfDemands } from '../jobs/demand-links';
import { typesByIds } from '../jobs/types.service';
import { submitDemand } from './approval';
import { demandFieldHost } from './fields.service';
import { presentJob, presentRow, progressOf, type Hires } from './presenter';
import * as repo from './repository';
import { demandScope, handlesDemands, mayChange } from './scope';
import { demands } from './tables';

const ACTIVE = 1;
const invalidField = (field: string, message: string) => new AppError('VALIDATION', message, { fields: [{ field, message }] });

/** Demand body (API names) to columns; only the keys sent. */
function columnsOf(body: DemandUpdate): Partial<repo.DemandValues> {
  const { customFields: _custom, ...fields } = body;
  const patch: Partial<repo.DemandValues> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
  return patch;
}

/** Department, 职位类别 and 负责HR the patch sets: the company's (404 otherwise); a new owner must be active. */
async function checkReferences(tx: Tx, companyId: number, patch: Partial<repo.DemandValues>): Promise<void> {
  if (patch.orgId != null) {
    const [org] = await tx.select({ id: orgs.id }).from(orgs).where(inCompany(orgs, companyId, eq(orgs.id, patch.orgId)));
    if (!org) throw new AppError('NOT_FOUND');
  }
  if (patch.categoryId != null && !(await typesByIds(tx, companyId, [patch.categoryId])).has(patch.categoryId)) throw new AppError('NOT_FOUND');
  if (patch.ownerId != null) {
    const [owner] = await tx.select({ status: accounts.status, userName: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, eq(accounts.id, patch.ownerId)));
    if (!owner) throw new AppError('NOT_FOUND');
    if (owner.status !== ACTIVE) throw invalidField('ownerId', `${owner.userName}的账号不可用，请选择在职的同事`);
  }
}

/** Candidates hired (outcome 1) in each of the given jobs, resumes in the recycle bin left out. */
export async function hiresOf(db: DbOrTx, companyId: number, jobs: readonly { id: number }[]): Promise<Hires> {
  const counts = await stageCountsForJobs(db, companyId, jobs.map((j) => j.id));
  return new Map([...counts].map(([jobId, c]) => [jobId, c.counts.hired]));
}

async function categoryNames(db: DbOrTx, companyId: number, rows: readonly { categoryId: number | null }[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])))];
  const types = await typesByIds(db, companyId, ids);
  return new Map([...types].map(([id, t]) => [id, t.name]));
}

export async function listDemands(db: Db, caller: AuthContext, q: DemandListQuery): Promise<DemandPage> {
  const { companyId } = caller;
  const where = and(
    demandScope(caller),
    q.keyword ? ilike(demands.name, containsPattern(q.keyword)) : undefined,
    q.status ? eq(demands.status, q.status) : undefined,
    q.orgId ? repo.inDepartment(companyId, q.orgId) : undefined,
    q.priority ? eq(demands.priority, q.priority) : undefined,
    q.mine ? eq(demands.createdBy, caller.accountId) : undefined,
  );
  const { rows, total } = await repo.listDemands(db, companyId, where, (q.page - 1) * q.pageSize, q.pageSize);
  const ids = rows.map((r) => r.id);
  const [approvals, jobs, categories] = await Promise.all([approvalStates(db, companyId, 'demand', ids), jobsOfDemands(db, companyId, ids), categoryNames(db, companyId, rows)]);
  const hires = await hiresOf(db, companyId, jobs);
  const list = rows.map((r) => presentRow(r, { category: r.categoryId === null ? null : (categories.get(r.categoryId) ?? null) }, approvals.get(r.id), progressOf(r, jobs, hires)));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

export async function getDemand(db: DbOrTx, caller: AuthContext, id: number): Promise<DemandDetail> {
  const { companyId } = caller;
  const r = await repo.findListed(db, companyId, id, demandScope(caller));
  if (!r) throw new AppError('NOT_FOUND');
  // One after the other: `db` may be a transaction.
  const approval = await subjectApproval(db, caller, 'demand', id);
  const jobs = await jobsOfDemands(db, companyId, [id]);
  const hires = await hiresOf(db, companyId, jobs);
  const categories = await categoryNames(db, companyId, [r]);
  const [closer] = r.closedBy === null ? [] : await db.select({ userName: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, eq(accounts.id, r.closedBy)));
  const state = approval ? { approvalId: approval.id, status: approval.status, currentStep: approval.currentStep, reason: approval.reason } : undefined;
  const changeable = mayChange(caller, r);
  const editable = EDITABLE_DEMAND_STATUSES.includes(r.status);
  return {
    ...presentRow(r, { category: r.categoryId === null ? null : (categories.get(r.categoryId) ?? null) }, state, progressOf(r, jobs, hires)),
    reasonNote: r.reasonNote,
    workPlace: r.workPlace,
    describe: r.describe,
    requirement: r.requirement,
    customFields: r.customFields,
    closedAt: r.closedAt?.toISOString() ?? null,
    closeReason: r.closeReason,
    closedByName: closer?.userName ?? null,
    jobs: jobs.map((j) => presentJob(j, hires)),
    approval,
    can: {
      edit: changeable && editable,
      submit: changeable && editable,
      withdraw: approval?.can.withdraw ?? false,
      close: changeable && r.status !== DemandStatus.Pending && r.status !== DemandStatus.Closed,
      openJob: handlesDemands(caller) && caller.codes.has(Perm.JobCreate) && r.status === DemandStatus.Approved,
    },
  };
}

/** Raises a demand as the caller: a draft, or sent into 招聘需求审批 at once with `submit`. */
export async function createDemand(db: Db, caller: AuthContext, body: DemandCreate): Promise<{ id: number; status: DemandStatus }> {
  const { companyId } = caller;
  return db.transaction(async (tx) => {
    const { submit, ...fields } = body;
    const patch = columnsOf(fields);
    await checkReferences(tx, companyId, patch);
    const custom = await resolveCustomValues(tx, demandFieldHost, { companyId, ownerId: null, stored: {}, sent: body.customFields ?? {}, enforceRequired: true });
    const values: repo.DemandValues = { ...patch, name: body.name, orgId: body.orgId, headcount: body.headcount, reason: body.reason, customFields: custom.value, status: DemandStatus.Draft, createdBy: caller.accountId };
    const id = await repo.insertDemand(tx, companyId, values);
    if (submit) await submitDemand(tx, caller, (await repo.findDemand(tx, companyId, id))!);
    return { id, status: (await repo.findDemand(tx, companyId, id))!.status };
  });
}

/** The demand locked, when the caller sees it (404 otherwise) and may change it (403 otherwise). */
async function lockChangeable(tx: Tx, caller: AuthContext, id: number): Promise<repo.DemandRecord> {
  const demand = await repo.findDemand(tx, caller.companyId, id, { scope: demandScope(caller), forUpdate: true });
  if (!demand) throw new AppError('NOT_FOUND');
  if (!mayChange(caller, demand)) throw new AppError('DEMAND_NOT_YOURS');
  return demand;
}

/** Edits a draft, rejected or withdrawn demand: only the keys sent change. */
export async function updateDemand(db: Db, caller: AuthContext, id: number, body: DemandUpdate): Promise<DemandDetail> {
  const { companyId } = caller;
  return db.transaction(async (tx) => {
    const current = await lockChangeable(tx, caller, id);
    if (!EDITABLE_DEMAND_STATUSES.includes(current.status)) throw new AppError('DEMAND_NOT_EDITABLE');
    const patch = columnsOf(body);
    // The salary range as it will be; a stored arrival date is not checked again.
    const issues = demandRuleIssues({ minSalary: patch.minSalary !== undefined ? patch.minSalary : current.minSalary, maxSalary: patch.maxSalary !== undefined ? patch.maxSalary : current.maxSalary });
    if (issues.length > 0) throw invalidField(issues[0]!.path, issues[0]!.message);
    await checkReferences(tx, companyId, patch);
    if (body.customFields !== undefined) {
      patch.customFields = (await resolveCustomValues(tx, demandFieldHost, { companyId, ownerId: id, stored: current.customFields, sent: body.customFields, enforceRequired: true })).value;
    }
    if (Object.keys(patch).length > 0) await repo.updateDemand(tx, companyId, id, patch);
    return getDemand(tx, caller, id);
  });
}

/** Sends a draft, rejected or withdrawn demand into 招聘需求审批 (a new round for one sent before). */
export async function submitDemandById(db: Db, caller: AuthContext, id: number): Promise<DemandDetail> {
  return db.transaction(async (tx) => {
    const demand = await lockChangeable(tx, caller, id);
    if (!EDITABLE_DEMAND_STATUSES.includes(demand.status)) throw new AppError('DEMAND_NOT_SUBMITTABLE');
    await submitDemand(tx, caller, demand);
    return getDemand(tx, caller, id);
  });
}

/** Takes a pending demand back from approval; only its submitter may (the approval's applicant). */
export async function withdrawDemand(db: Db, caller: AuthContext, id: number): Promise<DemandDetail> {
  const demand = await repo.findDemand(db, caller.companyId, id, { scope: demandScope(caller) });
  if (!demand) throw new AppError('NOT_FOUND');
  const approval = await subjectApproval(db, caller, 'demand', id);
  if (demand.status !== DemandStatus.Pending || approval?.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
  if (!approval.can.withdraw) throw new AppError('APPROVAL_NOT_APPLICANT');
  await withdraw(db, caller, approval.id);
  return getDemand(db, caller, id);
}

/** Closes a demand that is not in approval: filled, cancelled or no longer needed. Its jobs stay as they are. */
export async function closeDemand(db: Db, caller: AuthContext, id: number, body: DemandClose): Promise<DemandDetail> {
  return db.transaction(async (tx) => {
    const demand = await lockChangeable(tx, caller, id);
    if (demand.status === DemandStatus.Pending || demand.status === DemandStatus.Closed) throw new AppError('DEMAND_NOT_CLOSABLE');
    await repo.updateDemand(tx, caller.companyId, id, { status: DemandStatus.Closed, closedAt: new Date(), closedBy: caller.accountId, closeReason: body.reason ?? null });
    return getDemand(tx, caller, id);
  });
}

/** Approved demands a job may link, newest first, plus those named by `ids` (a job's current links, whatever their status). */
export async function demandOptions(db: Db, caller: AuthContext, q: DemandOptionsQuery): Promise<DemandOption[]> {
  const { companyId } = caller;
  const named = q.ids && q.ids.length > 0 ? inArray(demands.id, q.ids) : undefined;
  const approved = and(eq(demands.status, DemandStatus.Approved), q.keyword ? ilike(demands.name, containsPattern(q.keyword)) : undefined);
  const rows = await db
    .select({ id: demands.id, name: demands.name, orgName: orgs.name, headcount: demands.headcount, status: demands.status })
    .from(demands)
    .leftJoin(orgs, and(eq(orgs.id, demands.orgId), eq(orgs.companyId, demands.companyId)))
    .where(inCompany(demands, companyId, named ? or(approved, named) : approved))
    .orderBy(desc(demands.updatedAt), desc(demands.id))
    .limit(100);
  return rows;
}
