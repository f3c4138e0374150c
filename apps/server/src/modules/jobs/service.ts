// Jobs (/job/list, 230001-230005): list, detail, create, edit, open and close, delete. Each
// write checks the ids it names against the caller's company and runs in one transaction.
import { fenToYuan, JobClosedReason, jobRuleIssues, JobStatus, Perm, type JobCreate, type JobDetail, type JobListQuery, type JobPage, type JobSalaryType, type JobUpdate } from '@bole/domain';
import { and, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { jobsWithFlag } from '../applications/flags';
import { containsPattern } from '../company/shared';
import { resolveCustomValues } from '../custom-fields/values';
import { cityCodeOf } from '../resumes/derive';
import { tagsByIds } from '../resumes/tags';
import { columnsOf, type JobRecord, type JobValues } from './columns';
import { jobFieldHost } from './fields.service';
import { awaitingApproval, jobApprovals, publishingNeedsApproval, submitJob } from './approval';
import { levelsByIds } from './levels.service';
import { lifecycleAt, presentDetail, presentRow } from './presenter';
import { checkReferences } from './references';
import * as repo from './repository';
import { jobScope, type Caller } from './scope';
import { endOf } from './retention';
import { jobs } from './tables';
import { typesByIds } from './types.service';

const invalid = (issues: readonly { path: string; message: string }[]) =>
  new AppError('VALIDATION', issues[0]!.message, { fields: issues.map((i) => ({ field: i.path, message: i.message })) });

export async function listJobs(db: Db, caller: Caller, q: JobListQuery): Promise<JobPage> {
  const where = and(
    jobScope(caller),
    q.keyword ? ilike(jobs.name, containsPattern(q.keyword)) : undefined,
    q.status === JobStatus.Open ? repo.openNow() : q.status === JobStatus.Closed ? repo.closedNow() : undefined,
    q.orgId ? repo.inDepartment(caller.companyId, q.orgId) : undefined,
    q.userId ? eq(jobs.ownerId, q.userId) : undefined,
    q.nature ? eq(jobs.nature, q.nature) : undefined,
    q.city ? eq(jobs.workCityCode, q.city) : undefined,
    q.flag ? jobsWithFlag(caller.companyId, q.flag) : undefined,
  );
  const { rows, total } = await repo.listJobs(db, caller.companyId, where, (q.page - 1) * q.pageSize, q.pageSize);
  const now = new Date();
  const approvals = await jobApprovals(db, caller.companyId, rows.map((r) => r.id));
  return { list: rows.map((r) => presentRow(r, now, approvals.get(r.id))), total, page: q.page, pageSize: q.pageSize };
}

/** A stored job with the names of everything it refers to. */
async function detailOf(db: DbOrTx, companyId: number, r: JobRecord): Promise<JobDetail> {
  const people = [...new Set([...(r.ownerId === null ? [] : [r.ownerId]), ...r.assistantIds, ...r.hiringManagerIds, ...r.interviewerIds])];
  const types = [r.categoryId, r.classifyId].filter((id): id is number => id !== null);
  const orgIds = [r.orgId, ...(r.companyOrgId === null ? [] : [r.companyOrgId])];
  // One after the other: `db` may be a transaction.
  const names = {
    orgs: await repo.orgNames(db, companyId, orgIds),
    types: await typesByIds(db, companyId, types),
    levels: await levelsByIds(db, companyId, r.rankIds),
    tags: await tagsByIds(db, companyId, r.tagIds),
    people: await repo.accountsByIds(db, companyId, people),
  };
  return presentDetail(r, names, new Date(), (await jobApprovals(db, companyId, [r.id])).get(r.id));
}

export async function getJob(db: Db, caller: Caller, id: number): Promise<JobDetail> {
  const row = await repo.findJob(db, caller.companyId, id, { scope: jobScope(caller) });
  if (!row) throw new AppError('NOT_FOUND');
  return detailOf(db, caller.companyId, row);
}

/** The cross-field rules against the job as it will be (stored values merged with the patch). */
function assertRules(next: Pick<JobRecord, 'salaryType' | 'minSalaryFen' | 'maxSalaryFen' | 'minAge' | 'maxAge'>): void {
  const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen));
  const issues = jobRuleIssues({ salaryType: next.salaryType as JobSalaryType, minSalary: yuan(next.minSalaryFen), maxSalary: yuan(next.maxSalaryFen), minAge: next.minAge, maxAge: next.maxAge });
  if (issues.length > 0) throw invalid(issues);
}

/**
 * Creates a job: the company's root department unless one is named, the caller as its
 * recruiting owner unless another is, open (unless sent closed) from now for its retention.
 */
export async function createJob(db: Db, caller: Caller, body: JobCreate): Promise<{ id: number }> {
  const { companyId } = caller;
  return db.transaction(async (tx) => {
    const patch = columnsOf(body);
    patch.orgId ??= await repo.rootOrgId(tx, companyId);
    if (body.userId === undefined) patch.ownerId = caller.accountId;
    await checkReferences(tx, companyId, patch);
    const custom = await resolveCustomValues(tx, jobFieldHost, { companyId, ownerId: null, stored: {}, sent: body.customFields ?? {}, enforceRequired: true });
    const now = new Date();
    const status = body.status ?? JobStatus.Open;
    // 职位审批: with a job flow, a job to be published waits for approval, closed.
    const awaits = status === JobStatus.Open && (await publishingNeedsApproval(tx, companyId, null));
    const values: JobValues = {
      ...patch,
      name: body.name,
      orgId: patch.orgId!,
      workCityCode: cityCodeOf(body.workPlace),
      customFields: custom.value,
      status,
      openedAt: now,
      expiresAt: endOf(now, body.retention ?? 0),
      closedAt: status === JobStatus.Closed ? now : null,
      closedReason: status === JobStatus.Closed ? JobClosedReason.Manual : null,
      createdBy: caller.accountId,
      ...(awaits ? awaitingApproval(now) : {}),
    };
    const id = await repo.insertJob(tx, companyId, values);
    if (awaits) await submitJob(tx, caller, id);
    return { id };
  });
}

/**
 * Edits a job: only the keys sent change. Opening or closing it (`status`) needs 230004,
 * anything else 230003. Opening starts its retention again; a new retention of an open job
 * counts from when it opened.
 */
export async function updateJob(db: Db, caller: Caller, id: number, body: JobUpdate): Promise<JobDetail> {
  const { companyId } = caller;
  const { status, customFields, ...content } = body;
  if (Object.keys(content).length > 0 || customFields !== undefined) {
    if (!caller.codes.has(Perm.JobEdit)) throw new AppError('JOB_EDIT_FORBIDDEN');
  }
  return db.transaction(async (tx) => {
    const current = await repo.findJob(tx, companyId, id, { scope: jobScope(caller), forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    const now = new Date();
    const life = lifecycleAt(current, now);
    const reopens = status === JobStatus.Open && life.status !== JobStatus.Open;
    const closes = status === JobStatus.Closed && life.status !== JobStatus.Closed;
    if ((reopens || closes) && !caller.codes.has(Perm.JobPublish)) throw new AppError('JOB_PUBLISH_FORBIDDEN');

    const patch = columnsOf(content);
    if (content.orgId === null) patch.orgId = await repo.rootOrgId(tx, companyId);
    if (content.userId === null) patch.ownerId = null;
    const next = { ...current, ...patch };
    assertRules(next);
    await checkReferences(tx, companyId, patch, current);
    if (customFields !== undefined) {
      patch.customFields = (await resolveCustomValues(tx, jobFieldHost, { companyId, ownerId: id, stored: current.customFields, sent: customFields, enforceRequired: true })).value;
    }
    if (content.workPlace !== undefined) patch.workCityCode = cityCodeOf(content.workPlace);

    // 职位审批: opening a job never approved submits it instead; it opens once approved.
    const awaits = reopens && (await publishingNeedsApproval(tx, companyId, id));
    if (awaits) Object.assign(patch, awaitingApproval(now));
    else if (reopens) Object.assign(patch, { status: JobStatus.Open, openedAt: now, expiresAt: endOf(now, next.retention), closedAt: null, closedReason: null });
    else if (closes) Object.assign(patch, { status: JobStatus.Closed, closedAt: now, closedReason: JobClosedReason.Manual });
    // Closed by hand while awaiting approval: it stays closed when the approval comes through.
    else if (status === JobStatus.Closed && current.closedReason === JobClosedReason.Approval) patch.closedReason = JobClosedReason.Manual;
    else if (content.retention !== undefined && life.status === JobStatus.Open) patch.expiresAt = endOf(current.openedAt, content.retention);
    if (Object.keys(patch).length > 0) await repo.updateJob(tx, companyId, id, patch);
    if (awaits) await submitJob(tx, caller, id);
    return detailOf(tx, companyId, (await repo.findJob(tx, companyId, id))!);
  });
}

/** Moves a job out of the lists (230005); it is kept for the candidates and reports that name it. */
export async function deleteJob(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findJob(tx, caller.companyId, id, { scope: jobScope(caller), forUpdate: true });
    if (!current) throw new AppError('NOT_FOUND');
    await repo.updateJob(tx, caller.companyId, id, { deletedAt: new Date(), deletedBy: caller.accountId });
  });
}
