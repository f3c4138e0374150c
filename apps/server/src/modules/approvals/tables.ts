import type { ApprovalAction, ApprovalKind, ApprovalMode, ApprovalStatus, ApprovalStepStatus, ApprovalTaskStatus, ApprovalFacts, FlowDefinition } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/**
 * The approval flows of a company, one kind at a time. Saving writes a new version and retires
 * the one in force; approvals keep pointing at the version they were submitted under.
 */
export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FlowDefinition>().notNull(),
    createdBy: ref('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    // Set when a newer version replaced it or the administrator turned approval off.
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_flows_version_uq').on(t.companyId, t.kind, t.version),
    uniqueIndex('approval_flows_current_uq').on(t.companyId, t.kind).where(sql`retired_at is null`),
  ],
);

/** One subject's approval (a job, a demand …); a resubmission starts a new round of the same row. */
export const approvalInstances = pgTable(
  'approval_instances',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    subjectId: ref('subject_id').notNull(),
    title: text('title').notNull(),
    applicantId: ref('applicant_id')
      .notNull()
      .references(() => accounts.id),
    status: text('status').$type<ApprovalStatus>().notNull(),
    round: smallint('round').notNull().default(1),
    facts: jsonb('facts').$type<ApprovalFacts>().notNull().default({}),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('approval_instances_subject_uq').on(t.companyId, t.kind, t.subjectId),
    index('approval_instances_applicant_idx').on(t.companyId, t.applicantId, t.submittedAt),
  ],
);

/** The rounds of an approval: which flow version and which branches each submission went through. */
export const approvalRounds = pgTable(
  'approval_rounds',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    flowId: ref('flow_id').references(() => approvalFlows.id),
    route: jsonb('route').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('approval_rounds_uq').on(t.instanceId, t.round)],
);

/** The steps of a round in order: approver steps decide, copy-to steps notify when reached. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    position: smallint('position').notNull(),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'approve' | 'cc'>().notNull(),
    mode: text('mode').$type<ApprovalMode>(),
    status: text('status').$type<ApprovalStepStatus>().notNull(),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('approval_steps_position_uq').on(t.instanceId, t.round, t.position)],
);

/** One person's part in a step: to approve (in `position` order for 依次审批) or to be copied. */
export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    stepId: ref('step_id')
      .notNull()
      .references(() => approvalSteps.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    position: smallint('position').notNull(),
    status: text('status').$type<ApprovalTaskStatus>().notNull(),
    comment: text('comment'),
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_tasks_step_account_uq').on(t.stepId, t.accountId),
    index('approval_tasks_account_idx').on(t.companyId, t.accountId, t.status),
    index('approval_tasks_instance_idx').on(t.instanceId),
  ],
);

/** The audit trail: every submission, decision, copy and skip, never changed afterwards. */
export const approvalActions = pgTable(
  'approval_actions',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    instanceId: ref('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    stepId: ref('step_id').references(() => approvalSteps.id, { onDelete: 'set null' }),
    // Null for what the system did (skips, automatic approval).
    actorId: ref('actor_id').references(() => accounts.id),
    action: text('action').$type<ApprovalAction>().notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('approval_actions_instance_idx').on(t.instanceId, t.createdAt)],
);
