import type { FilterAction, FilterConditions, FilterScope, FilterTrigger, ScoreWeights } from '@bole/domain';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../../platform/db/columns';
import { companies } from '../../company/tables';
import { resumes } from '../../resumes/tables';

/** 简历筛选规则: conditions, when they fire and what they do (a tag, or elimination). */
export const resumeFilterRules = pgTable(
  'resume_filter_rules',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    scope: text('scope').$type<FilterScope>().notNull(),
    trigger: text('trigger').$type<FilterTrigger>().notNull(),
    action: text('action').$type<FilterAction>().notNull(),
    // A candidate tag of the company (/user/manage/tag), checked on write.
    tagId: ref('tag_id'),
    conditions: jsonb('conditions').$type<FilterConditions>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('resume_filter_rules_company_name_uq').on(t.companyId, t.name)],
);

/** 简历评分规则: the weight of each criterion and the skills it looks for. */
export const resumeScoringRules = pgTable(
  'resume_scoring_rules',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    weights: jsonb('weights').$type<ScoreWeights>().notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('resume_scoring_rules_company_name_uq').on(t.companyId, t.name)],
);

/**
 * A filter rule that fired on a resume: at intake (job null) or when it entered a job. The
 * rule's name is kept, so the result still reads after the rule is renamed or deleted.
 */
export const resumeScreenings = pgTable(
  'resume_screenings',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    ruleId: ref('rule_id').references(() => resumeFilterRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    action: text('action').$type<FilterAction>().notNull(),
    trigger: text('trigger').$type<FilterTrigger>().notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    jobId: ref('job_id'),
    applicationId: ref('application_id'),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('resume_screenings_resume_idx').on(t.companyId, t.resumeId, t.createdAt), index('resume_screenings_rule_idx').on(t.companyId, t.ruleId)],
);
