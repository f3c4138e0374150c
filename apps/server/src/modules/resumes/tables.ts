import { RESUME_FILE_KINDS, type ResumeChange, type ResumeCustomFields, type ResumeFilters } from '@bole/domain';
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from '../../platform/db/columns';
import { accounts, companies } from '../company/tables';

/** A tsvector written as its text form, built in Node (see search.ts). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

const live = sql`deleted_at is null`;

/** The talent pool: one row per candidate resume; histories live in the child tables. */
export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    // Base info (spec section 3).
    name: text('name').notNull(),
    gender: smallint('gender'),
    birthYear: smallint('birth_year'),
    birthday: date('birthday', { mode: 'string' }),
    workCity: text('work_city'),
    workCityCode: text('work_city_code'),
    mobile: text('mobile'),
    email: text('email'),
    wechatCode: text('wechat_code'),
    hometownCity: text('hometown_city'),
    headImg: text('head_img'),
    // Job intention.
    expectCity: text('expect_city'),
    expectCityCode: text('expect_city_code'),
    currentSalary: text('current_salary'),
    expectSalary: text('expect_salary'),
    expectPosition: text('expect_position'),
    expectIndustry: text('expect_industry'),
    // Derived at write time from the histories (spec section 5), for lists and filters.
    workYears: real('work_years'),
    workYearsScale: smallint('work_years_scale'),
    topDegree: smallint('top_degree'),
    degreeRank: smallint('degree_rank').notNull().default(0),
    school985: boolean('school985').notNull().default(false),
    school211: boolean('school211').notNull().default(false),
    lastCompany: text('last_company'),
    lastJobTitle: text('last_job_title'),
    lastSchool: text('last_school'),
    lastMajor: text('last_major'),
    // What the resume itself states, the fallback when the histories give no degree or years.
    statedDegree: smallint('stated_degree'),
    statedWorkYears: real('stated_work_years'),
    // Recruiter's notes and where the resume came from.
    intentionStatus: smallint('intention_status'),
    workState: smallint('work_state'),
    source: smallint('source'),
    channel: integer('channel'),
    // How it was stored (ResumeParseStatus) and the phone's state now (PhoneFlag).
    parseStatus: smallint('parse_status').notNull(),
    phoneFlag: smallint('phone_flag').notNull().default(0),
    duplicateOfId: ref('duplicate_of_id'),
    duplicateKind: text('duplicate_kind', { enum: ['phone', 'email', 'attachment'] }),
    mergedIntoId: ref('merged_into_id'),
    ownerAccountId: ref('owner_account_id').references(() => accounts.id),
    referrerAccountId: ref('referrer_account_id').references(() => accounts.id),
    createdBy: ref('created_by'),
    customFields: jsonb('custom_fields').$type<ResumeCustomFields>().notNull().default({}),
    search: tsvector('search').notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Soft delete: the recycle bin (210011 deletes, 210013 restores).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: ref('deleted_by'),
  },
  // Indexes ascend: a backward scan answers ORDER BY ... DESC (NULLS FIRST, PostgreSQL's default).
  (t) => [
    index('resumes_company_updated_idx').on(t.companyId, t.updatedAt, t.id).where(live),
    index('resumes_company_deleted_idx').on(t.companyId, t.deletedAt).where(sql`deleted_at is not null`),
    // Keyword search: word tokens (a company_id key in it would make the planner price the
    // whole tenant's posting list); fragments of name/phone/e-mail by trigrams (pg_trgm).
    index('resumes_search_idx').using('gin', t.search).where(live),
    index('resumes_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('resumes_mobile_trgm_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    index('resumes_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // Duplicate detection.
    index('resumes_company_mobile_idx').on(t.companyId, t.mobile).where(live),
    index('resumes_company_email_idx').on(t.companyId, t.email).where(live),
    index('resumes_duplicate_of_idx').on(t.duplicateOfId).where(sql`duplicate_of_id is not null`),
    // Filters.
    index('resumes_company_work_city_idx').on(t.companyId, t.workCityCode).where(live),
    index('resumes_company_expect_city_idx').on(t.companyId, t.expectCityCode).where(live),
    index('resumes_company_degree_idx').on(t.companyId, t.degreeRank).where(live),
    index('resumes_company_work_years_idx').on(t.companyId, t.workYearsScale).where(live),
    index('resumes_company_birth_year_idx').on(t.companyId, t.birthYear).where(live),
    index('resumes_company_gender_idx').on(t.companyId, t.gender).where(live),
    index('resumes_company_channel_idx').on(t.companyId, t.channel).where(live),
    index('resumes_company_source_idx').on(t.companyId, t.source).where(live),
    index('resumes_company_intention_idx').on(t.companyId, t.intentionStatus).where(live),
    index('resumes_company_work_state_idx').on(t.companyId, t.workState).where(live),
    index('resumes_company_parse_status_idx').on(t.companyId, t.parseStatus).where(live),
    index('resumes_company_985_idx').on(t.companyId, t.updatedAt).where(sql`school985 and deleted_at is null`),
    index('resumes_company_211_idx').on(t.companyId, t.updatedAt).where(sql`school211 and deleted_at is null`),
    index('resumes_company_owner_idx').on(t.companyId, t.ownerAccountId),
    index('resumes_company_referrer_idx').on(t.companyId, t.referrerAccountId),
  ],
);

// Child rows carry company_id too, so every query on them is scoped like the parent's.
const child = {
  id: id(),
  companyId: ref('company_id').notNull().references(() => companies.id),
  resumeId: ref('resume_id')
    .notNull()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  sort: smallint('sort').notNull().default(0),
  // Parsed from the time text: months since year 0 (see monthIndex); end null = 至今.
  startMonth: integer('start_month'),
  endMonth: integer('end_month'),
};

export const resumeWorkExperiences = pgTable(
  'resume_work_experiences',
  {
    ...child,
    workTime: text('work_time'),
    companyName: text('company_name'),
    jobName: text('job_name'),
    companyIndustry: text('company_industry'),
    scale: text('scale'),
    department: text('department'),
    reportPeople: text('report_people'),
    underPeople: text('under_people'),
    companyIntroduce: text('company_introduce'),
    workContent: text('work_content'),
    workAchievement: text('work_achievement'),
    dimissionReason: text('dimission_reason'),
  },
  (t) => [index('resume_work_experiences_resume_idx').on(t.resumeId)],
);

export const resumeEducations = pgTable(
  'resume_educations',
  {
    ...child,
    eduTime: text('edu_time'),
    graduationSchool: text('graduation_school'),
    degree: smallint('degree'),
    degreeLabel: text('degree_label'),
    professional: text('professional'),
    school985: boolean('school985').notNull().default(false),
    school211: boolean('school211').notNull().default(false),
  },
  (t) => [index('resume_educations_resume_idx').on(t.resumeId)],
);

export const resumeProjects = pgTable(
  'resume_projects',
  {
    ...child,
    projectTime: text('project_time'),
    projectName: text('project_name'),
    projectDesc: text('project_desc'),
    responsibilityDesc: text('responsibility_desc'),
  },
  (t) => [index('resume_projects_resume_idx').on(t.resumeId)],
);

export const resumeTrainings = pgTable(
  'resume_trainings',
  {
    ...child,
    trainingTime: text('training_time'),
    trainingOrganization: text('training_organization'),
    trainingName: text('training_name'),
    trainingPlace: text('training_place'),
    trainingCertificate: text('training_certificate'),
    trainingDesc: text('training_desc'),
  },
  (t) => [index('resume_trainings_resume_idx').on(t.resumeId)],
);

/** The company's tag catalogue (/user/manage/tag). */
export const candidateTags = pgTable(
  'candidate_tags',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    color: text('color'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('candidate_tags_company_name_uq').on(t.companyId, t.name)],
);

export const resumeTags = pgTable(
  'resume_tags',
  {
    companyId: ref('company_id').notNull().references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    tagId: ref('tag_id')
      .notNull()
      .references(() => candidateTags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.resumeId, t.tagId] }), index('resume_tags_company_tag_idx').on(t.companyId, t.tagId, t.resumeId)],
);

/** Operation history: who changed what on a resume, when (every change writes one). */
export const resumeRecords = pgTable(
  'resume_records',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    operatorId: ref('operator_id'),
    // The operator's name at the time, so the history reads the same after renames.
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<ResumeChange[]>().notNull().default([]),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('resume_records_resume_idx').on(t.companyId, t.resumeId, t.createdAt),
    index('resume_records_company_idx').on(t.companyId, t.createdAt, t.id),
    index('resume_records_operator_idx').on(t.companyId, t.operatorId, t.createdAt),
    index('resume_records_action_idx').on(t.companyId, t.action, t.createdAt),
  ],
);

/** Who besides the pool's HR may see a resume: a hiring manager it was pushed to, and why. */
export const resumeViewers = pgTable(
  'resume_viewers',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resume_viewers_uq').on(t.resumeId, t.accountId), index('resume_viewers_account_idx').on(t.companyId, t.accountId, t.resumeId)],
);

/** Documents of a resume (original, standard, registration, recommendation, other attachments); the bytes live in file storage. */
export const resumeFiles = pgTable(
  'resume_files',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    resumeId: ref('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RESUME_FILE_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime'),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  // The same file uploaded again is a duplicate attachment (parse status 7).
  (t) => [uniqueIndex('resume_files_company_sha_uq').on(t.companyId, t.sha256), index('resume_files_resume_idx').on(t.resumeId)],
);

/** A talent pool search an account saved to run again. */
export const resumeSavedSearches = pgTable(
  'resume_saved_searches',
  {
    id: id(),
    companyId: ref('company_id').notNull().references(() => companies.id),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    query: jsonb('query').$type<ResumeFilters>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resume_saved_searches_uq').on(t.companyId, t.accountId, t.name)],
);
