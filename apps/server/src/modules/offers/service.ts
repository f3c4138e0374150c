// Offers (250011 查看Offer, 250012 编辑Offer, 220010 发起Offer审批): list, detail, draft for a
// candidate in an Offer stage, edit while a draft or sent back, submit into Offer审批, withdraw,
// cancel (作废). The caller reaches an offer through its job (jobs/scope.ts), else 404; each
// write checks the ids it names against the caller's company and runs in one transaction; the
// fields his offer field codes hide are neither shown nor set (visibility.ts).
import {
  CANCELLABLE_OFFER_STATUSES,
  EDITABLE_OFFER_STATUSES,
  OfferStatus,
  Perm,
  ResumeAction,
  resumeActionLabels,
  StageAction,
  StageType,
  type OfferCancel,
  type OfferCreate,
  type OfferCreated,
  type OfferDetail,
  type OfferListQuery,
  type OfferPage,
  offerStandardFieldProblems,
  type OfferBodyProp,
  type OfferUpdate,
} from '@bole/domain';
import { and, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { assertInCompany, inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { actorOf, applicationFor } from '../applications/access';
import { logActions, registerEventKinds } from '../applications/events';
import { approvalStates, seesSubjectApproval, subjectApproval, withdraw } from '../approvals/service';
import { orgs } from '../company/tables';
import { containsPattern } from '../company/shared';
import { resolveCustomValues } from '../custom-fields/values';
import { demandsByIds } from '../demands/repository';
import { jobScope } from '../jobs/scope';
import { levelsByIds } from '../jobs/levels.service';
import { offerFieldHost } from '../offer-fields/host';
import { offerStandardSettingsOf } from '../offer-fields/service';
import { offerLetterTemplates } from '../offer-letters/tables';
import { stagesByIds } from '../processes/job-stages';
import { resumeFiles } from '../resumes/tables';
import { submitOffer } from './approval';
import { effectiveStatus, presentDetail, presentRow } from './presenter';
import * as repo from './repository';
import { offers } from './tables';
import { assertSettable, hiddenOfferFields } from './visibility';

// The candidate's 流程记录 names what happened to his offers (添加Offer, 提交Offer审批 …), not their codes.
const OFFER_EVENTS = [ResumeAction.OfferCreate, ResumeAction.OfferEdit, ResumeAction.OfferSubmit, ResumeAction.OfferApproval, ResumeAction.OfferSend, ResumeAction.OfferCancel];
registerEventKinds(Object.fromEntries(OFFER_EVENTS.map((k) => [k, resumeActionLabels[k]])));

/** Body (API names, salaries in fen) to columns; only the keys sent. */
function columnsOf(body: OfferUpdate): Partial<repo.OfferValues> {
  const { internshipSalary, formalSalary, ...rest } = body;
  const patch: Partial<repo.OfferValues> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
  if (internshipSalary !== undefined) patch.internshipSalaryFen = internshipSalary;
  if (formalSalary !== undefined) patch.formalSalaryFen = formalSalary;
  return patch;
}

/** Department, 职级, demands, files of the candidate and the letter template the patch names: the company's (404 otherwise). */
async function checkReferences(tx: Tx, companyId: number, resumeId: number, patch: Partial<repo.OfferValues>): Promise<void> {
  if (patch.orgId != null) await assertInCompany(tx, orgs, companyId, [patch.orgId]);
  if (patch.jobRankId != null && !(await levelsByIds(tx, companyId, [patch.jobRankId])).has(patch.jobRankId)) throw new AppError('NOT_FOUND');
  if (patch.demandIds && patch.demandIds.length > 0) {
    const wanted = new Set(patch.demandIds);
    if ((await demandsByIds(tx, companyId, [...wanted])).length !== wanted.size) throw new AppError('NOT_FOUND');
  }
  if (patch.offerFileTemplateId != null) await assertInCompany(tx, offerLetterTemplates, companyId, [patch.offerFileTemplateId]);
  if (patch.fileIds && patch.fileIds.length > 0) {
    const wanted = [...new Set(patch.fileIds)];
    const found = await tx.select({ id: resumeFiles.id }).from(resumeFiles).where(inCompany(resumeFiles, companyId, eq(resumeFiles.resumeId, resumeId), inArray(resumeFiles.id, wanted)));
    if (found.length !== wanted.length) throw new AppError('NOT_FOUND');
  }
}

/** The offer in the API's names, for the company's 启用/必填 switches of the standard fields. */
function asBody(o: repo.OfferRecord): Partial<Record<OfferBodyProp, unknown>> {
  return {
    entryTime: o.entryTime,
    orgId: o.orgId,
    probationPeriod: o.probationPeriod,
    internshipSalary: o.internshipSalaryFen,
    salaryType: o.salaryType,
    formalSalary: o.formalSalaryFen,
    taxType: o.taxType,
    jobRankId: o.jobRankId,
    demandIds: o.demandIds,
    offerEmailFlag: o.offerEmailFlag,
    emailTitle: o.emailTitle,
    ccEmails: o.ccEmails,
    emailContent: o.emailContent,
    fileIds: o.fileIds,
    offerFileTemplateId: o.offerFileTemplateId,
  };
}

/** Refuses what breaks the company's Offer字段 switches (a required field empty, a switched-off one filled), naming the field. */
async function checkStandardFields(tx: DbOrTx, companyId: number, offer: Partial<Record<OfferBodyProp, unknown>>): Promise<void> {
  const problems = offerStandardFieldProblems(await offerStandardSettingsOf(tx, companyId), offer);
  if (problems.length > 0) throw new AppError('VALIDATION', problems[0]!.message, { fields: problems.map((p) => ({ field: p.field, message: p.message })) });
}

/** An offer sent whose answer date passed is expired: written when someone next looks at the application's offers. */
async function expireOverdue(tx: DbOrTx, companyId: number, applicationId: number): Promise<void> {
  await tx
    .update(offers)
    .set({ status: OfferStatus.Expired })
    .where(inCompany(offers, companyId, eq(offers.applicationId, applicationId), eq(offers.status, OfferStatus.Sent), lt(offers.expiresAt, new Date())));
}

/** Condition: the offer reads as `status` (a sent offer past its answer date reads as expired). */
function statusIs(status: OfferStatus): SQL | undefined {
  const now = new Date();
  if (status === OfferStatus.Expired) return or(eq(offers.status, status), and(eq(offers.status, OfferStatus.Sent), lt(offers.expiresAt, now)));
  if (status === OfferStatus.Sent) return and(eq(offers.status, status), or(isNull(offers.expiresAt), gte(offers.expiresAt, now)));
  return eq(offers.status, status);
}

export async function listOffers(db: Db, caller: AuthContext, q: OfferListQuery): Promise<OfferPage> {
  const { companyId } = caller;
  const pageSize = q.size ?? q.pageSize;
  const where = and(
    jobScope(caller),
    q.keyword ? repo.keywordMatch(containsPattern(q.keyword)) : undefined,
    q.status ? statusIs(q.status) : undefined,
    q.applicationId ? eq(offers.applicationId, q.applicationId) : undefined,
  );
  const { rows, total } = await repo.listOffers(db, companyId, where, (q.page - 1) * pageSize, pageSize);
  const approvals = await approvalStates(db, companyId, 'offer', rows.map((r) => r.id));
  const hidden = hiddenOfferFields(caller);
  return { list: rows.map((r) => presentRow(r, hidden, approvals.get(r.id))), total, page: q.page, pageSize };
}

export async function getOffer(db: DbOrTx, caller: AuthContext, id: number): Promise<OfferDetail> {
  const { companyId } = caller;
  // Beyond his jobs, an approver reads the offer he decides (/lite/offeraudit), through its approval.
  const mine = await repo.findListed(db, companyId, id, jobScope(caller));
  const r = mine ?? ((await seesSubjectApproval(db, caller, 'offer', id)) ? await repo.findListed(db, companyId, id) : undefined);
  if (!r) throw new AppError('NOT_FOUND');
  const approval = await subjectApproval(db, caller, 'offer', id);
  const rank = r.jobRankId === null ? undefined : (await levelsByIds(db, companyId, [r.jobRankId])).get(r.jobRankId);
  // Only what the caller reaches through his jobs may he change.
  const has = (code: number) => mine !== undefined && caller.codes.has(code);
  const edits = has(Perm.OfferEdit);
  const status = effectiveStatus(r);
  const editable = EDITABLE_OFFER_STATUSES.includes(status);
  return presentDetail(r, hiddenOfferFields(caller), {
    approval,
    jobRankName: r.jobRankId === null ? null : (rank?.name ?? '已删除的职级'),
    can: {
      edit: edits && editable,
      submit: has(Perm.OfferApprovalStart) && editable,
      withdraw: approval?.can.withdraw ?? false,
      send: has(Perm.OfferSend) && (status === OfferStatus.Approved || editable),
      cancel: edits && CANCELLABLE_OFFER_STATUSES.includes(status),
    },
  });
}

/**
 * Drafts an offer for an active application in an Offer stage with 添加Offer on, one live offer
 * per application (a declined, expired or cancelled one makes room for a new one); with `submit`
 * it goes into Offer审批 at once.
 */
export async function createOffer(db: Db, caller: AuthContext, body: OfferCreate): Promise<OfferCreated> {
  const { companyId } = caller;
  const { applicationId, submit, ...fields } = body;
  assertSettable(caller, fields);
  try {
    return await db.transaction(async (tx) => {
      const app = await applicationFor(tx, caller, applicationId);
      if (app.archivedAt !== null || app.outcome !== null) throw new AppError('OFFER_APPLICATION_CLOSED');
      const stage = (await stagesByIds(tx, companyId, [app.stageId])).get(app.stageId);
      if (stage?.type !== StageType.Offer || !stage.actions.includes(StageAction.AddOffer)) {
        throw new AppError('OFFER_STAGE_NOT_ALLOWED', `候选人所在阶段「${stage?.name ?? '已删除的阶段'}」没有开启“添加Offer”，请先把候选人移动到Offer阶段`);
      }
      await expireOverdue(tx, companyId, applicationId);
      if (await repo.liveOfferOf(tx, companyId, applicationId)) throw new AppError('OFFER_EXISTS');
      await checkStandardFields(tx, companyId, fields);
      const patch = columnsOf(fields);
      await checkReferences(tx, companyId, app.resumeId, patch);
      const custom = await resolveCustomValues(tx, offerFieldHost, { companyId, ownerId: null, stored: {}, sent: fields.customFields ?? {}, enforceRequired: true });
      const id = await repo.insertOffer(tx, companyId, {
        ...patch,
        applicationId,
        resumeId: app.resumeId,
        jobId: app.jobId,
        entryTime: fields.entryTime,
        orgId: fields.orgId,
        probationPeriod: fields.probationPeriod,
        internshipSalaryFen: fields.internshipSalary,
        salaryType: fields.salaryType,
        formalSalaryFen: fields.formalSalary,
        taxType: fields.taxType,
        offerEmailFlag: fields.offerEmailFlag,
        customFields: custom.value,
        status: OfferStatus.Draft,
        createdBy: caller.accountId,
      });
      await logActions(tx, actorOf(caller), ResumeAction.OfferCreate, [
        { applicationId, resumeId: app.resumeId, kind: ResumeAction.OfferCreate, data: { offerId: id }, record: `职位「${app.jobName}」：添加Offer，入职时间${fields.entryTime}` },
      ]);
      if (submit) await submitOffer(tx, caller, (await repo.findListed(tx, companyId, id))!);
      return { id, status: (await repo.findOffer(tx, companyId, id))!.status };
    });
  } catch (error) {
    // Two drafts for one candidate at the same moment: the second finds the first.
    if (uniqueViolation(error) === 'offers_live_application_uq') throw new AppError('OFFER_EXISTS');
    throw error;
  }
}

/** The offer locked, when the caller reaches its job (404 otherwise). */
export async function lockOffer(tx: Tx, caller: AuthContext, id: number): Promise<repo.OfferRecord> {
  const offer = await repo.findOffer(tx, caller.companyId, id, { scope: jobScope(caller), forUpdate: true });
  if (!offer) throw new AppError('NOT_FOUND');
  return offer;
}

/** Edits a draft, rejected or withdrawn offer: only the keys sent change, none the caller cannot see. */
export async function updateOffer(db: Db, caller: AuthContext, id: number, body: OfferUpdate): Promise<OfferDetail> {
  assertSettable(caller, body);
  return db.transaction(async (tx) => {
    const current = await lockOffer(tx, caller, id);
    if (!EDITABLE_OFFER_STATUSES.includes(current.status)) throw new AppError('OFFER_NOT_EDITABLE');
    const { customFields, ...fields } = body;
    await checkStandardFields(tx, caller.companyId, { ...asBody(current), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) });
    const patch = columnsOf(fields);
    await checkReferences(tx, caller.companyId, current.resumeId, patch);
    if (customFields !== undefined) {
      patch.customFields = (await resolveCustomValues(tx, offerFieldHost, { companyId: caller.companyId, ownerId: id, stored: current.customFields, sent: customFields, enforceRequired: true })).value;
    }
    if (Object.keys(patch).length > 0) {
      await repo.updateOffer(tx, caller.companyId, id, patch);
      await logActions(tx, actorOf(caller), ResumeAction.OfferEdit, [
        { applicationId: current.applicationId, resumeId: current.resumeId, kind: ResumeAction.OfferEdit, data: { offerId: id, fields: Object.keys(body) }, record: '修改Offer' },
      ]);
    }
    return getOffer(tx, caller, id);
  });
}

/** Sends a draft, rejected or withdrawn offer into Offer审批 (a new round for one sent before). */
export async function submitOfferById(db: Db, caller: AuthContext, id: number): Promise<OfferDetail> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, caller, id);
    if (!EDITABLE_OFFER_STATUSES.includes(offer.status)) throw new AppError('OFFER_NOT_SUBMITTABLE');
    await submitOffer(tx, caller, (await repo.findListed(tx, caller.companyId, id))!);
    return getOffer(tx, caller, id);
  });
}

/** Takes an offer in approval back; only its submitter may (the approval's applicant). */
export async function withdrawOffer(db: Db, caller: AuthContext, id: number): Promise<OfferDetail> {
  const offer = await repo.findOffer(db, caller.companyId, id, { scope: jobScope(caller) });
  if (!offer) throw new AppError('NOT_FOUND');
  const approval = await subjectApproval(db, caller, 'offer', id);
  if (offer.status !== OfferStatus.Approving || approval?.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
  if (!approval.can.withdraw) throw new AppError('APPROVAL_NOT_APPLICANT');
  await withdraw(db, caller, approval.id);
  return getOffer(db, caller, id);
}

/** 作废: an offer not in approval and not yet answered is void; the application may get a new one. */
export async function cancelOffer(db: Db, caller: AuthContext, id: number, body: OfferCancel): Promise<OfferDetail> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, caller, id);
    if (!CANCELLABLE_OFFER_STATUSES.includes(effectiveStatus(offer))) throw new AppError('OFFER_NOT_CANCELLABLE');
    // The candidate's link takes no answer any more; it stays known, so his page says 该Offer已撤销 (answer.ts).
    await repo.updateOffer(tx, caller.companyId, id, { status: OfferStatus.Cancelled, cancelledAt: new Date(), cancelledBy: caller.accountId, cancelReason: body.reason ?? null });
    await logActions(tx, actorOf(caller), ResumeAction.OfferCancel, [
      { applicationId: offer.applicationId, resumeId: offer.resumeId, kind: ResumeAction.OfferCancel, note: body.reason ?? null, data: { offerId: id }, record: `作废Offer${body.reason ? `：${body.reason}` : ''}` },
    ]);
    return getOffer(tx, caller, id);
  });
}
