import type { CustomFieldValues, JobClosedReason } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';
import { jobTypes } from './settings.tables';

const live = sql`deleted_at is null`;
/** A list of row ids (accounts, levels, tags, rows of later areas); each is checked when it is set. */
const ids = (name: string) =>
  bigint(name, { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`);

/**
 * Jobs (spec section 3 "Job"). Departments (org_id, company_org_id) carry no foreign key:
 * the company area deletes departments without knowing of jobs, and a job then shows its
 * department as deleted. Salaries are fen. Ids of areas built later (process, demands,
 * templates, rules, suppliers, referral rules, questionnaires, approval flows) are kept as given.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    // 基本信息
    name: text('name').notNull(),
    categoryId: ref('category_id').references(() => jobTypes.id),
    classifyId: ref('classify_id').references(() => jobTypes.id),
    nature: smallint('nature').notNull().default(1),
    recruitType: smallint('recruit_type').notNull().default(2),
    orgId: ref('org_id').notNull(),
    companyOrgId: ref('company_org_id'),
    workPlace: text('work_place'),
    // The city the work place names (locations code), for the list's city filter.
    workCityCode: text('work_city_code'),
    headcount: integer('headcount'),
    salaryType: smallint('salary_type').notNull().default(1),
    minSalaryFen: bigint('min_salary_fen', { mode: 'number' }),
    maxSalaryFen: bigint('max_salary_fen', { mode: 'number' }),
    director: text('director'),
    underlingNumber: integer('underling_number'),
    rankIds: ids('rank_ids'),
    tagIds: ids('tag_ids'),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    describe: text('describe'),
    demand: text('demand'),
    // 1 open, 2 closed. An open job past expires_at counts as closed until the sweep writes it.
    status: smallint('status').notNull().default(1),
    retention: smallint('retention').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason').$type<JobClosedReason>(),
    // 职位要求
    workYear: smallint('work_year'),
    eduRequire: smallint('edu_require').notNull().default(0),
    eduNotUpgrade: boolean('edu_not_upgrade').notNull().default(false),
    eduUnified: boolean('edu_unified').notNull().default(false),
    edu985211: boolean('edu_985_211').notNull().default(false),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    gender: smallint('gender').notNull().default(-1),
    languageRequire: text('language_require'),
    famousEnterprise: boolean('famous_enterprise').notNull().default(false),
    businessTravel: smallint('business_travel').notNull().default(0),
    // 招聘团队
    ownerId: ref('owner_id').references(() => accounts.id),
    assistantIds: ids('assistant_ids'),
    hiringManagerIds: ids('hiring_manager_ids'),
    interviewerIds: ids('interviewer_ids'),
    qwContactId: ref('qw_contact_id'),
    // 其他设置
    priorityRecruitment: boolean('priority_recruitment').notNull().default(false),
    backgroundAudit: boolean('background_audit').notNull().default(false),
    registSms: boolean('regist_sms').notNull().default(false),
    feedback: boolean('feedback').notNull().default(false),
    lookContent: text('look_content'),
    recruitProcessId: ref('recruit_process_id'),
    resLibraryId: ref('res_library_id'),
    schoolInterviewSiteIds: ids('school_interview_site_ids'),
    demandIds: ids('demand_ids'),
    interviewEmailTemplateId: ref('interview_email_template_id'),
    resumeScoringRulesId: ref('resume_scoring_rules_id'),
    resumeFilterRulesIds: ids('resume_filter_rules_ids'),
    supplierIds: ids('supplier_ids'),
    internalRecomWebsiteIds: ids('internal_recom_website_ids'),
    basicRewardRuleId: ref('basic_reward_rule_id'),
    specialRewardRuleId: ref('special_reward_rule_id'),
    questionnaireTemplateId: ref('questionnaire_template_id'),
    noticeFileId: ref('notice_file_id'),
    approveFlowId: ref('approve_flow_id'),
    customFields: jsonb('custom_fields').$type<CustomFieldValues>().notNull().default({}),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: ref('deleted_by'),
  },
  (t) => [
    index('jobs_company_updated_idx').on(t.companyId, t.updatedAt, t.id).where(live),
    index('jobs_company_status_idx').on(t.companyId, t.status).where(live),
    // The retention sweep: open jobs with an end.
    index('jobs_expiring_idx').on(t.expiresAt).where(sql`status = 1 and expires_at is not null and deleted_at is null`),
    index('jobs_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Data scope: a hiring manager's jobs, an interviewer's jobs.
    index('jobs_hiring_managers_idx').using('gin', t.hiringManagerIds),
    index('jobs_interviewers_idx').using('gin', t.interviewerIds),
  ],
);
