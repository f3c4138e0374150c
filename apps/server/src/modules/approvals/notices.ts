// Approval notices (issue 13 item 6): approvers hear when a step waits for them, applicants
// when their approval is decided, by in-app notice and e-mail from templates 103 and 104.
import { approvalKindLabels, isLiteRoleType, MessageChannel, SystemPlaceholder, SystemTemplateType, type ApprovalStatus } from '@bole/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { accounts, roles } from '../company/tables';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { sendTemplate } from '../messaging/send';
import type { Current } from './engine';

// Set once when the app registers its routes: approvals move inside the transactions of the
// modules whose subjects they approve (jobs, demands), which know nothing of messaging.
let messaging: CandidateMessaging | null = null;

export function sendApprovalNoticesWith(deps: CandidateMessaging): void {
  messaging = deps;
}

const RESULT: Partial<Record<ApprovalStatus, string>> = { approved: '已通过', rejected: '已驳回' };

async function people(tx: DbOrTx, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: accounts.id, name: accounts.userName, email: accounts.loginEmail, mobile: accounts.loginMobile, roleType: roles.roleType })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, [...ids])));
}

async function notify(tx: DbOrTx, instance: Current, type: SystemTemplateType, to: readonly number[], values: Record<number, string>, trigger: string) {
  if (!messaging) return;
  const { messenger, publicUrl } = messaging;
  for (const person of await people(tx, instance.companyId, to)) {
    const link = isLiteRoleType(person.roleType) ? '/lite/approval' : '/approval';
    await sendTemplate(tx, messenger, {
      companyId: instance.companyId,
      type,
      channels: [MessageChannel.App, MessageChannel.Email],
      recipients: [{ kind: type === SystemTemplateType.ApprovalRequest ? 'approver' : 'approvalInitiator', name: person.name, email: person.email, mobile: person.mobile, accountId: person.id }],
      values: { ...values, [SystemPlaceholder.ActionUrl]: `${publicUrl}${link}` },
      trigger,
      link,
    });
  }
}

const nameOf = async (tx: DbOrTx, companyId: number, id: number) => (await people(tx, companyId, [id]))[0]?.name ?? '';
const approvalName = (instance: Current & { title?: string }) => `${approvalKindLabels[instance.kind]}「${instance.title ?? ''}」`;

/** Tells the approvers whose decision the approval now waits for. */
export async function askApprovers(tx: DbOrTx, instance: Current & { title?: string }, accountIds: readonly number[]): Promise<void> {
  if (!messaging || accountIds.length === 0) return;
  const values = { [SystemPlaceholder.ApprovalName]: approvalName(instance), [SystemPlaceholder.OperatorName]: await nameOf(tx, instance.companyId, instance.applicantId) };
  await notify(tx, instance, SystemTemplateType.ApprovalRequest, accountIds, values, '审批待办');
}

/** Tells the applicant his approval was approved or rejected, unless he decided it himself (no flow, nobody to ask). */
export async function tellResult(tx: DbOrTx, instance: Current & { title?: string }, status: ApprovalStatus, actorId: number, reason: string | null): Promise<void> {
  const result = RESULT[status];
  if (!messaging || !result || actorId === instance.applicantId) return;
  const values = {
    [SystemPlaceholder.ApprovalName]: approvalName(instance),
    [SystemPlaceholder.ApprovalResult]: reason ? `${result}（${reason}）` : result,
    [SystemPlaceholder.OperatorName]: await nameOf(tx, instance.companyId, actorId),
  };
  await notify(tx, instance, SystemTemplateType.ApprovalResult, [instance.applicantId], values, '审批结果');
}
