// The job of the API (spec field names, salaries in 元, …Flag as 0/1) against its columns
// (meaningful names, salaries in fen, booleans).
import { yuanToFen, type JobFields } from '@bole/domain';
import type { jobs } from './tables';

export type JobRecord = typeof jobs.$inferSelect;
export type JobValues = Omit<typeof jobs.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
type Field = Exclude<keyof JobFields, 'customFields'>;

/** API field -> column, for the fields stored as they come. */
export const PLAIN_COLUMNS = {
  name: 'name',
  categoryId: 'categoryId',
  jobClassifyId: 'classifyId',
  nature: 'nature',
  recruitType: 'recruitType',
  orgId: 'orgId',
  companyOrgId: 'companyOrgId',
  workPlace: 'workPlace',
  headcount: 'headcount',
  salaryType: 'salaryType',
  director: 'director',
  underlingNumber: 'underlingNumber',
  jobRankIds: 'rankIds',
  tagIds: 'tagIds',
  benefits: 'benefits',
  describe: 'describe',
  demand: 'demand',
  status: 'status',
  retention: 'retention',
  workYear: 'workYear',
  eduRequire: 'eduRequire',
  minAge: 'minAge',
  maxAge: 'maxAge',
  gender: 'gender',
  languageRequire: 'languageRequire',
  businessTravel: 'businessTravel',
  userId: 'ownerId',
  jurisdictionAccountIds: 'assistantIds',
  userPersonAccountIds: 'hiringManagerIds',
  interviewAccountIds: 'interviewerIds',
  qwContactId: 'qwContactId',
  lookContent: 'lookContent',
  recruitProcessId: 'recruitProcessId',
  resLibraryId: 'resLibraryId',
  schoolInterviewSiteIds: 'schoolInterviewSiteIds',
  demandIds: 'demandIds',
  interviewEmailTemplateId: 'interviewEmailTemplateId',
  resumeScoringRulesId: 'resumeScoringRulesId',
  resumeFilterRulesIds: 'resumeFilterRulesIds',
  supplierIds: 'supplierIds',
  internalRecomWebsiteIds: 'internalRecomWebsiteIds',
  basicInternalRecomRewardRuleId: 'basicRewardRuleId',
  specialInternalRecomRewardRuleId: 'specialRewardRuleId',
  interviewQuestionnaireTemplateId: 'questionnaireTemplateId',
  noticeFileId: 'noticeFileId',
  approveFlowId: 'approveFlowId',
} as const satisfies Partial<Record<Field, keyof JobValues>>;

/** …Flag fields (0/1 in the API) -> boolean columns. */
export const FLAG_COLUMNS = {
  eduNotUpgradeFlag: 'eduNotUpgrade',
  eduUnifiedFlag: 'eduUnified',
  edu985211Flag: 'edu985211',
  famousEnterpriseFlag: 'famousEnterprise',
  priorityRecruitmentFlag: 'priorityRecruitment',
  backgroundAuditFlag: 'backgroundAudit',
  registSmsFlag: 'registSms',
  feedbackFlag: 'feedback',
} as const satisfies Partial<Record<Field, keyof JobValues>>;

/** The columns a body sets; keys it leaves out stay as they are. */
export function columnsOf(input: Partial<JobFields>): Partial<JobValues> {
  const v: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PLAIN_COLUMNS)) {
    const value = input[field as keyof typeof PLAIN_COLUMNS];
    if (value !== undefined) v[column] = value;
  }
  for (const [field, column] of Object.entries(FLAG_COLUMNS)) {
    const value = input[field as keyof typeof FLAG_COLUMNS];
    if (value !== undefined) v[column] = value === 1;
  }
  if (input.minSalary !== undefined) v.minSalaryFen = input.minSalary === null ? null : yuanToFen(input.minSalary);
  if (input.maxSalary !== undefined) v.maxSalaryFen = input.maxSalary === null ? null : yuanToFen(input.maxSalary);
  return v as Partial<JobValues>;
}

/** Columns that say whether a job is open and until when; PATCH sets them through the status rules. */
export const LIFECYCLE_FIELDS = ['status', 'retention'] as const satisfies readonly Field[];
