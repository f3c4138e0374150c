// The job form's values against the API's job: salaries in the form's unit (元/月, 万元/年),
// category and classification as one cascader value, the education conditions as checkboxes,
// …Flag fields as switches, linked demands as ids. References to areas not built yet are not on
// the form; an edit leaves them alone and a copy carries them over.
import {
  BusinessTravel,
  JobEducation,
  JobGender,
  JobNature,
  JobRetention,
  JOB_NAME_MAX,
  JobSalaryType,
  RecruitType,
  salaryFromFormUnit,
  salaryToFormUnit,
  textLength,
  type JobDetail,
  type JobSalaryType as SalaryType,
} from '@bole/domain';

export const EDU_CONDITIONS = [
  { value: 'eduNotUpgradeFlag', label: '非专升本' },
  { value: 'eduUnifiedFlag', label: '统招' },
  { value: 'edu985211Flag', label: '985/211院校' },
] as const;
type EduCondition = (typeof EDU_CONDITIONS)[number]['value'];

/** Switches of the form and the …Flag field each one sets. */
export const FLAG_SWITCHES = {
  famousEnterprise: 'famousEnterpriseFlag',
  priorityRecruitment: 'priorityRecruitmentFlag',
  backgroundAudit: 'backgroundAuditFlag',
  registSms: 'registSmsFlag',
  feedback: 'feedbackFlag',
} as const;
type Switch = keyof typeof FLAG_SWITCHES;

/** Fields stored as given until their areas exist (templates, suppliers, referral, questionnaire, approval, WeCom). */
const CARRIED = [
  'resLibraryId',
  'schoolInterviewSiteIds',
  'interviewEmailTemplateId',
  'supplierIds',
  'internalRecomWebsiteIds',
  'basicInternalRecomRewardRuleId',
  'specialInternalRecomRewardRuleId',
  'interviewQuestionnaireTemplateId',
  'noticeFileId',
  'approveFlowId',
  'qwContactId',
] as const satisfies readonly (keyof JobDetail)[];

/** Fields the form holds as the API does. */
const PLAIN = [
  'name',
  'nature',
  'recruitType',
  'orgId',
  'companyOrgId',
  'workPlace',
  'headcount',
  'salaryType',
  'director',
  'underlingNumber',
  'jobRankIds',
  'tagIds',
  'benefits',
  'describe',
  'demand',
  'retention',
  'workYear',
  'eduRequire',
  'minAge',
  'maxAge',
  'gender',
  'languageRequire',
  'businessTravel',
  'userId',
  'jurisdictionAccountIds',
  'userPersonAccountIds',
  'interviewAccountIds',
  'lookContent',
  'recruitProcessId',
  'resumeFilterRulesIds',
  'resumeScoringRulesId',
  'demandIds',
] as const satisfies readonly (keyof JobDetail)[];
type Plain = (typeof PLAIN)[number];

export type JobFormValues = { [K in Plain]?: JobDetail[K] | null } & { [K in Switch]?: boolean } & {
  /** In the form's unit: 元 a month, 万元 a year. */
  minSalary?: number | null;
  maxSalary?: number | null;
  category?: number[];
  eduConditions?: EduCondition[];
  customFields?: Record<string, unknown>;
};

/** A new job: full-time, self-recruited, monthly, open without end, no requirements; owned by the creator in the root department. */
export function newJobValues(userId: number | undefined, orgId: number | undefined): JobFormValues {
  return {
    nature: JobNature.FullTime,
    recruitType: RecruitType.Self,
    salaryType: JobSalaryType.Monthly,
    retention: JobRetention.Unlimited,
    eduRequire: JobEducation.Any,
    gender: JobGender.Any,
    businessTravel: BusinessTravel.None,
    userId,
    orgId,
    jobRankIds: [],
    tagIds: [],
    benefits: [],
    jurisdictionAccountIds: [],
    userPersonAccountIds: [],
    interviewAccountIds: [],
    eduConditions: [],
  };
}

/** The form's values of a stored job; a copy gets 复制 in its name and starts open again. */
export function jobValues(job: JobDetail, copy: boolean): JobFormValues {
  const values: JobFormValues = {};
  for (const key of PLAIN) Object.assign(values, { [key]: job[key] });
  for (const [name, flag] of Object.entries(FLAG_SWITCHES)) values[name as Switch] = job[flag] === 1;
  values.minSalary = salaryToFormUnit(job.salaryType as SalaryType, job.minSalary);
  values.maxSalary = salaryToFormUnit(job.salaryType as SalaryType, job.maxSalary);
  values.category = [job.categoryId, job.jobClassifyId].filter((id): id is number => id !== null);
  values.eduConditions = EDU_CONDITIONS.filter((c) => job[c.value] === 1).map((c) => c.value);
  values.customFields = { ...job.customFields };
  const copyName = `${job.name}（复制）`;
  if (copy && textLength(copyName) <= JOB_NAME_MAX) values.name = copyName;
  return values;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The body of the form: every field it shows, trimmed. An edit sends cleared values as null so
 * the server clears them; a new job leaves them out. A copy brings the source's carried ids.
 */
export function jobBody(values: JobFormValues, opts: { edit: boolean; copyOf?: JobDetail; customFields: Record<string, unknown> }): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    const v = typeof value === 'string' ? value.trim() : value;
    if (!blank(v)) body[key] = v;
    else if (opts.edit) body[key] = null;
  };
  for (const key of PLAIN) put(key, values[key]);
  const salaryType = (values.salaryType ?? JobSalaryType.Monthly) as SalaryType;
  put('minSalary', salaryFromFormUnit(salaryType, values.minSalary ?? null));
  put('maxSalary', salaryFromFormUnit(salaryType, values.maxSalary ?? null));
  put('categoryId', values.category?.[0]);
  put('jobClassifyId', values.category?.[1]);
  for (const c of EDU_CONDITIONS) body[c.value] = values.eduConditions?.includes(c.value) ? 1 : 0;
  for (const [name, flag] of Object.entries(FLAG_SWITCHES)) body[flag] = values[name as Switch] ? 1 : 0;
  if (opts.copyOf) for (const key of CARRIED) if (!blank(opts.copyOf[key]) && !(Array.isArray(opts.copyOf[key]) && opts.copyOf[key].length === 0)) body[key] = opts.copyOf[key];
  if (Object.keys(opts.customFields).length > 0) body.customFields = opts.customFields;
  return body;
}

const FLAG_FIELDS: Record<string, string> = Object.fromEntries([
  ...Object.entries(FLAG_SWITCHES).map(([name, flag]) => [flag, name]),
  ...EDU_CONDITIONS.map((c) => [c.value, 'eduConditions']),
  ['categoryId', 'category'],
  ['jobClassifyId', 'category'],
]);

/** The form field a body path names (categoryId -> category, a flag -> its switch, customFields.x -> [customFields, x]). */
export function formFieldOf(path: readonly PropertyKey[]): (string | number)[] {
  const [head, ...rest] = path.map((p) => (typeof p === 'number' ? p : String(p)));
  if (head === 'customFields') return ['customFields', ...rest.slice(0, 1)];
  return [FLAG_FIELDS[String(head)] ?? String(head)];
}
