// Approvals in progress and done (我的审批, /approval and /lite/approval): the boxes, one
// approval with its full trail, and the bodies of approve and reject.
import { z } from 'zod';
import { ApprovalAction, ApprovalBox, ApprovalKind, ApprovalMode, ApprovalStatus, ApprovalStepStatus, ApprovalTaskStatus } from '../codes/approval';
import { optionalText, pageQuerySchema, requiredText } from './common';

export const APPROVAL_COMMENT_MAX = 500;

/** GET /api/approvals: one box of the caller's approvals, newest first. */
export const approvalListQuerySchema = pageQuerySchema.extend({
  box: z.enum(ApprovalBox, { error: '审批分类不正确' }).default('pending'),
  kind: z.enum(ApprovalKind, { error: '审批类型不正确' }).optional(),
  status: z.enum(ApprovalStatus, { error: '审批状态不正确' }).optional(),
  keyword: optionalText(50),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

export const approvalRowSchema = z.object({
  id: z.number(),
  kind: z.enum(ApprovalKind),
  subjectId: z.number(),
  title: z.string(),
  applicantId: z.number(),
  applicantName: z.string(),
  status: z.enum(ApprovalStatus),
  round: z.number(),
  /** The step waiting for a decision, with who is to decide now. */
  currentStep: z.string().nullable(),
  currentApprovers: z.array(z.string()),
  /** Why the administrators decide the waiting step: the approvers it named are all disabled. */
  heldReason: z.string().nullable(),
  /** The latest rejection's reason while the approval stands rejected. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

export const approvalTaskSchema = z.object({
  accountId: z.number(),
  userName: z.string(),
  status: z.enum(ApprovalTaskStatus),
  actedAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ApprovalTask = z.infer<typeof approvalTaskSchema>;

export const approvalStepSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['approve', 'cc']),
  mode: z.enum(ApprovalMode).nullable(),
  status: z.enum(ApprovalStepStatus),
  /** Why a step was skipped (nobody to decide) or went to the administrators (its approvers all disabled). */
  note: z.string().nullable(),
  tasks: z.array(approvalTaskSchema),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

export const approvalRoundSchema = z.object({
  round: z.number(),
  flowVersion: z.number().nullable(),
  /** Names of the condition branches the facts led through. */
  route: z.array(z.string()),
  steps: z.array(approvalStepSchema),
});
export type ApprovalRound = z.infer<typeof approvalRoundSchema>;

export const approvalActionSchema = z.object({
  id: z.number(),
  round: z.number(),
  action: z.enum(ApprovalAction),
  actorName: z.string().nullable(),
  stepName: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type ApprovalActionEntry = z.infer<typeof approvalActionSchema>;

/** GET /api/approvals/{id}: the approval, every round's steps and the trail, and what the caller may do. */
export const approvalDetailSchema = approvalRowSchema.extend({
  /** What was submitted, as approvers read it (所属部门, 月薪上限 …). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  rounds: z.array(approvalRoundSchema),
  actions: z.array(approvalActionSchema),
  can: z.object({ approve: z.boolean(), reject: z.boolean(), withdraw: z.boolean(), resubmit: z.boolean() }),
});
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

export const approvalApproveSchema = z.object({ comment: optionalText(APPROVAL_COMMENT_MAX) });
export type ApprovalApprove = z.infer<typeof approvalApproveSchema>;

export const approvalRejectSchema = z.object({ reason: requiredText('驳回理由', APPROVAL_COMMENT_MAX) });
export type ApprovalReject = z.infer<typeof approvalRejectSchema>;

/** How a subject (a job, a demand …) stands in approval, for its own pages; null when it never went through one. */
export const approvalStateSchema = z.object({
  approvalId: z.number(),
  status: z.enum(ApprovalStatus),
  currentStep: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ApprovalState = z.infer<typeof approvalStateSchema>;
