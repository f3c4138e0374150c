// Who a message goes to: the message recipients of spec section 6 resolved from the data
// at the moment of sending (issue 13 item 5).
import { AccountStatus, ApprovalTaskStatus, MessageRecipient, RoleType } from '@bole/domain';
import { and, asc, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { applications } from '../applications/tables';
import { approvalInstances, approvalSteps, approvalTasks } from '../approvals/tables';
import { accounts, roles } from '../company/tables';
import { interviewInterviewers, interviews } from '../interviews/tables';
import { jobs } from '../jobs/tables';
import { resumes } from '../resumes/tables';
import type { Recipient } from './send';

/** What a message is about, from which the recipients are found. */
export type RecipientContext = {
  operatorId?: number | null;
  applicationId?: number | null;
  approvalId?: number | null;
  /** An interview: its interviewers, lead and contact (面试联系人); its application when none is named. */
  interviewId?: number | null;
};

type AccountPick = { kind: MessageRecipient; ids: (number | null | undefined)[] } | { kind: MessageRecipient; where: SQL };

/**
 * The people of each kind, each person once (under the first kind that names him), in the
 * order of `kinds`. Colleagues come from their accounts (disabled ones are left out);
 * the candidate from the application's resume, with whatever addresses it holds. Kinds
 * whose data does not exist yet (grader, headhunter firm) find nobody until their feature
 * names them. With an interview, 面试官 are its interviewers (else the job's), 主面试官 its lead
 * and 面试联系人 its contact.
 */
export async function resolveRecipients(db: DbOrTx, companyId: number, kinds: readonly MessageRecipient[], ctx: RecipientContext): Promise<Recipient[]> {
  const interview = ctx.interviewId ? await interviewPeople(db, companyId, ctx.interviewId) : undefined;
  const applicationId = ctx.applicationId ?? interview?.applicationId;
  const application = applicationId ? await applicationPeople(db, companyId, applicationId) : undefined;
  const approval = ctx.approvalId ? await approvalPeople(db, companyId, ctx.approvalId) : undefined;
  const byRole = (roleType: RoleType) => inArray(accounts.roleId, db.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, companyId), eq(roles.roleType, roleType))));

  const picks: AccountPick[] = [];
  const found: Recipient[] = [];
  for (const kind of kinds) {
    switch (kind) {
      case MessageRecipient.Operator:
        picks.push({ kind, ids: [ctx.operatorId] });
        break;
      case MessageRecipient.Candidate:
        if (application) found.push({ kind, name: application.name, email: application.email, mobile: application.mobile, accountId: null });
        break;
      case MessageRecipient.CandidateOwner:
        picks.push({ kind, ids: [application?.ownerAccountId] });
        break;
      case MessageRecipient.ResumeEntrant:
        picks.push({ kind, ids: [application?.resumeCreatedBy] });
        break;
      case MessageRecipient.Referrer:
        picks.push({ kind, ids: [application?.referrerAccountId] });
        break;
      case MessageRecipient.JobOwner:
        picks.push({ kind, ids: [application?.jobOwnerId] });
        break;
      case MessageRecipient.JobCreator:
        picks.push({ kind, ids: [application?.jobCreatedBy] });
        break;
      case MessageRecipient.Assistant:
        picks.push({ kind, ids: application?.assistantIds ?? [] });
        break;
      case MessageRecipient.HiringManager:
        picks.push({ kind, ids: application?.hiringManagerIds ?? [] });
        break;
      case MessageRecipient.Interviewer:
        picks.push({ kind, ids: interview ? interview.interviewerIds : (application?.interviewerIds ?? []) });
        break;
      case MessageRecipient.InterviewLead:
        picks.push({ kind, ids: [interview?.leadId] });
        break;
      case MessageRecipient.InterviewContact:
        picks.push({ kind, ids: [interview?.contactId] });
        break;
      case MessageRecipient.Approver:
        picks.push({ kind, ids: approval?.approverIds ?? [] });
        break;
      case MessageRecipient.ApprovalCopyTo:
        picks.push({ kind, ids: approval?.copyToIds ?? [] });
        break;
      case MessageRecipient.ApprovalInitiator:
        picks.push({ kind, ids: [approval?.applicantId] });
        break;
      case MessageRecipient.SuperAdmin:
        picks.push({ kind, where: eq(accounts.isSuperAdmin, true) });
        break;
      case MessageRecipient.Admin:
        picks.push({ kind, where: or(eq(accounts.isSuperAdmin, true), byRole(RoleType.Admin))! });
        break;
      case MessageRecipient.AllHr:
        picks.push({ kind, where: byRole(RoleType.Hr) });
        break;
      case MessageRecipient.AllHiringManagers:
        picks.push({ kind, where: byRole(RoleType.HiringManager) });
        break;
      case MessageRecipient.FrontDesk:
        picks.push({ kind, where: byRole(RoleType.FrontDesk) });
        break;
      case MessageRecipient.Grader:
      case MessageRecipient.HeadhunterFirm:
        break;
    }
  }

  const seen = new Set<number>();
  for (const pick of picks) {
    const ids = 'ids' in pick ? pick.ids.filter((id): id is number => typeof id === 'number') : null;
    if (ids && ids.length === 0) continue;
    const rows = await db
      .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail, mobile: accounts.loginMobile })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), ne(accounts.status, AccountStatus.Disabled), ids ? inArray(accounts.id, ids) : (pick as { where: SQL }).where))
      .orderBy(accounts.id);
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      found.push({ kind: pick.kind, name: row.name, email: row.email || null, mobile: row.mobile || null, accountId: row.id });
    }
  }
  return found;
}

async function applicationPeople(db: DbOrTx, companyId: number, applicationId: number) {
  const [row] = await db
    .select({
      name: resumes.name,
      email: resumes.email,
      mobile: resumes.mobile,
      ownerAccountId: resumes.ownerAccountId,
      referrerAccountId: resumes.referrerAccountId,
      resumeCreatedBy: resumes.createdBy,
      jobOwnerId: jobs.ownerId,
      jobCreatedBy: jobs.createdBy,
      assistantIds: jobs.assistantIds,
      hiringManagerIds: jobs.hiringManagerIds,
      interviewerIds: jobs.interviewerIds,
    })
    .from(applications)
    .innerJoin(resumes, eq(resumes.id, applications.resumeId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)));
  return row;
}

async function interviewPeople(db: DbOrTx, companyId: number, interviewId: number) {
  const [row] = await db
    .select({ applicationId: interviews.applicationId, leadId: interviews.leadId, contactId: interviews.contactId })
    .from(interviews)
    .where(and(eq(interviews.companyId, companyId), eq(interviews.id, interviewId)));
  if (!row) return undefined;
  const sitting = await db
    .select({ accountId: interviewInterviewers.accountId })
    .from(interviewInterviewers)
    .where(and(eq(interviewInterviewers.companyId, companyId), eq(interviewInterviewers.interviewId, interviewId)))
    .orderBy(desc(interviewInterviewers.isLead), asc(interviewInterviewers.accountId));
  return { ...row, interviewerIds: sitting.map((s) => s.accountId) };
}

async function approvalPeople(db: DbOrTx, companyId: number, approvalId: number) {
  const [instance] = await db
    .select({ applicantId: approvalInstances.applicantId, round: approvalInstances.round })
    .from(approvalInstances)
    .where(and(eq(approvalInstances.companyId, companyId), eq(approvalInstances.id, approvalId)));
  if (!instance) return undefined;
  const tasks = await db
    .select({ accountId: approvalTasks.accountId, status: approvalTasks.status, kind: approvalSteps.kind })
    .from(approvalTasks)
    .innerJoin(approvalSteps, eq(approvalSteps.id, approvalTasks.stepId))
    .where(and(eq(approvalTasks.companyId, companyId), eq(approvalTasks.instanceId, approvalId), eq(approvalSteps.round, instance.round)));
  return {
    applicantId: instance.applicantId,
    // Those whose decision is awaited now.
    approverIds: tasks.filter((t) => t.kind === 'approve' && t.status === ApprovalTaskStatus.Pending).map((t) => t.accountId),
    copyToIds: tasks.filter((t) => t.kind === 'cc').map((t) => t.accountId),
  };
}
