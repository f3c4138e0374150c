// Jobs (/job/list, /lite/job/list): the job of spec section 3 as POST/PATCH /api/jobs take it,
// the list query and the rows and details the API answers. Salaries are in 元 (yuan, at most
// two decimals; annual ones too, so 20万/年 is 200000); the server keeps fen.
import { z } from 'zod';
import { BusinessTravel, JobEducation, JobGender, JobListFilter, JobNature, JobRetention, JobSalaryType, JobStatus, RecruitType } from '../codes/job';
import { JOB_AGE_MAX, JOB_AGE_MIN, jobRuleIssues } from '../rules/job';
import { textLength } from '../rules/text';
import { approvalStateSchema } from './approval';
import { pageQuerySchema } from './common';
import { customFieldValuesSchema, customFieldValueSchema } from './custom-fields';

export const JOB_NAME_MAX = 60;
export const JOB_LONG_TEXT_MAX = 10000;
export const JOB_SHORT_TEXT_MAX = 60;
export const JOB_WORK_PLACE_MAX = 100;
export const JOB_LOOK_CONTENT_MAX = 2000;
export const JOB_HEADCOUNT_MAX = 9999;
export const JOB_UNDERLINGS_MAX = 99999;
export const JOB_PEOPLE_MAX = 50;
export const JOB_REFS_MAX = 50;
export const JOB_BENEFITS_MAX = 20;

// Bodies arrive as JSON or form-encoded (spec section 7): a form sends every value as a
// string and a list as repeated keys or one comma-joined value.
const blankToNull = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v);
const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : blankToNull(v));
const formList = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v === null ? [] : v);

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToNull(v)),
    z
      .string({ error: `${label}须为文字` })
      .trim()
      .refine((t) => textLength(t) <= max, `${label}最多${max}个字符（一个汉字算2个）`)
      .nullable()
      .optional(),
  );
const int = (label: string, min: number, max: number, message = `${label}须为${min}-${max}的整数`) =>
  z.preprocess(formNumber, z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().optional());
const id = (label: string) => z.preprocess(formNumber, z.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`).nullable().optional());
const ids = (label: string, max = JOB_REFS_MAX) =>
  z.preprocess(
    formList,
    z
      .array(z.preprocess(formNumber, z.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`)), { error: `${label}格式不正确` })
      .max(max, `${label}最多${max}个`)
      .transform((list) => [...new Set(list)])
      .optional(),
  );
const code = <T extends Record<string, number>>(codes: T, message: string) =>
  z.preprocess(formNumber, z.union(Object.values(codes).map((c) => z.literal(c)) as [z.ZodLiteral<T[keyof T]>, ...z.ZodLiteral<T[keyof T]>[]], { error: message }).optional());
/** A yes/no setting answered as 1 or 0 (the spec's …Flag fields); true/false and 'on' are read too. */
const flag = (label: string) =>
  z.preprocess(
    (v) => (v === true || v === 'true' || v === 'on' || v === '1' ? 1 : v === false || v === 'false' || v === '0' ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error: `${label}须为0或1` }).optional(),
  );
const salary = (label: string) =>
  z.preprocess(
    formNumber,
    z
      .number({ error: `${label}须为数字` })
      .positive(`${label}须大于0`)
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), `${label}最多保留两位小数`)
      .nullable()
      .optional(),
  );

/** Every field a job body may carry; the create and edit schemas below add the cross-field rules. */
export const jobFieldsSchema = z.object({
  // 基本信息
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: '请输入职位名称' })
      .min(1, '请输入职位名称')
      .refine((t) => textLength(t) <= JOB_NAME_MAX, `职位名称最多${JOB_NAME_MAX}个字符（一个汉字算2个）`),
  ),
  categoryId: id('职位类别'),
  jobClassifyId: id('职位分类'),
  nature: code(JobNature, '工作性质只能是全职(1)、兼职(2)、实习(3)或其他(4)'),
  recruitType: code(RecruitType, '招聘方式只能是委托猎头(1)或自主招聘(2)'),
  orgId: id('所属部门'),
  companyOrgId: id('所属公司'),
  workPlace: text('工作地点', JOB_WORK_PLACE_MAX),
  headcount: int('招聘人数', 1, JOB_HEADCOUNT_MAX),
  salaryType: code(JobSalaryType, '薪资类型只能是月薪(1)或年薪(2)'),
  minSalary: salary('最低薪资'),
  maxSalary: salary('最高薪资'),
  director: text('汇报对象', JOB_SHORT_TEXT_MAX),
  underlingNumber: int('下属人数', 0, JOB_UNDERLINGS_MAX),
  jobRankIds: ids('职级', 20),
  tagIds: ids('职位标签', 20),
  benefits: z.preprocess(
    formList,
    z
      .array(z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: '职位福利不正确' }).regex(/^\d{1,4}$/, '职位福利不正确')), { error: '职位福利格式不正确' })
      .max(JOB_BENEFITS_MAX, `职位福利最多${JOB_BENEFITS_MAX}项`)
      .transform((list) => [...new Set(list)])
      .optional(),
  ),
  describe: text('职位描述', JOB_LONG_TEXT_MAX),
  demand: text('任职要求', JOB_LONG_TEXT_MAX),
  status: code(JobStatus, '职位状态只能是招聘中(1)或已关闭(2)'),
  retention: code(JobRetention, '职位有效期只能是不限(0)或7、15、30、60、90、180、365、730天'),
  // 职位要求
  workYear: int('工作年限', 0, 13, '工作年限须为0（一年以下）到13（12年以上）'),
  eduRequire: code(JobEducation, '学历要求不正确'),
  eduNotUpgradeFlag: flag('非专升本'),
  eduUnifiedFlag: flag('统招'),
  edu985211Flag: flag('985/211院校'),
  minAge: int('最小年龄', JOB_AGE_MIN, JOB_AGE_MAX, `年龄须为${JOB_AGE_MIN}-${JOB_AGE_MAX}岁`),
  maxAge: int('最大年龄', JOB_AGE_MIN, JOB_AGE_MAX, `年龄须为${JOB_AGE_MIN}-${JOB_AGE_MAX}岁`),
  gender: code(JobGender, '性别要求只能是不限(-1)、男(1)或女(0)'),
  languageRequire: text('语言要求', JOB_SHORT_TEXT_MAX),
  famousEnterpriseFlag: flag('名企背景'),
  businessTravel: code(BusinessTravel, '出差要求只能是无需出差(0)、偶尔出差(1)或经常出差(2)'),
  // 招聘团队
  userId: id('招聘负责人'),
  jurisdictionAccountIds: ids('协助人', JOB_PEOPLE_MAX),
  userPersonAccountIds: ids('用人经理', JOB_PEOPLE_MAX),
  interviewAccountIds: ids('面试官', JOB_PEOPLE_MAX),
  qwContactId: id('企业微信联系人'),
  // 其他设置
  priorityRecruitmentFlag: flag('优先招聘'),
  backgroundAuditFlag: flag('背景调查'),
  registSmsFlag: flag('面试登记短信'),
  feedbackFlag: flag('面试反馈'),
  lookContent: text('给猎头的说明', JOB_LOOK_CONTENT_MAX),
  /** Approved demands of the company the job is opened against (checked on write). */
  demandIds: ids('招聘需求'),
  // References to areas built later: kept as given until their pages exist.
  recruitProcessId: id('招聘流程'),
  resLibraryId: id('简历库'),
  schoolInterviewSiteIds: ids('校招面试场地'),
  interviewEmailTemplateId: id('面试邮件模板'),
  resumeScoringRulesId: id('简历评分规则'),
  resumeFilterRulesIds: ids('简历筛选规则'),
  supplierIds: ids('猎头公司'),
  internalRecomWebsiteIds: ids('内推网站'),
  basicInternalRecomRewardRuleId: id('基础内推奖励规则'),
  specialInternalRecomRewardRuleId: id('特殊内推奖励规则'),
  interviewQuestionnaireTemplateId: id('面试问卷模板'),
  noticeFileId: id('面试须知附件'),
  approveFlowId: id('审批流程'),
  customFields: customFieldValuesSchema.optional(),
});
export type JobFields = z.infer<typeof jobFieldsSchema>;

const withRules = <T extends z.ZodType<Partial<JobFields>>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const issue of jobRuleIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** POST /api/jobs: a name is all it needs; `orgId` defaults to the company's root department, `userId` to the caller. */
export const jobCreateSchema = withRules(jobFieldsSchema);
export type JobCreate = z.infer<typeof jobCreateSchema>;

/** PATCH /api/jobs/:id: only the keys sent change (`{status: 2}` closes the job); null clears a value. */
export const jobUpdateSchema = withRules(jobFieldsSchema.partial());
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const jobListQuerySchema = pageQuerySchema.extend({
  keyword: z.preprocess(blankToNull, z.string().trim().max(50, '关键词最多50个字符').nullable().optional()),
  status: code(JobStatus, '职位状态只能是招聘中(1)或已关闭(2)'),
  orgId: id('部门'),
  userId: id('招聘负责人'),
  nature: code(JobNature, '工作性质不正确'),
  city: z.preprocess(blankToNull, z.string().regex(/^\d{6}$/, '城市不正确').nullable().optional()),
  /** Jobs with a candidate matching one of the job-list filter flags of spec section 4 (推荐待筛选 …). */
  flag: z.preprocess(blankToNull, z.enum(JobListFilter, { error: '候选人筛选条件不正确' }).nullable().optional()),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** GET /api/jobs/filter-flags: the filter flags that have data to answer them now, in the spec's order. */
export const jobFilterFlagsSchema = z.array(z.object({ value: z.enum(JobListFilter), label: z.string() }));
export type JobFilterFlag = z.infer<typeof jobFilterFlagsSchema>[number];

/** Why a job is closed: closed by someone, its retention ran out, or it waits for (or was refused) 职位审批. */
export const JobClosedReason = { Manual: 'manual', Expired: 'expired', Approval: 'approval' } as const;
export type JobClosedReason = (typeof JobClosedReason)[keyof typeof JobClosedReason];

const named = z.object({ id: z.number(), name: z.string() });

/** A job as lists show it. `status` is what holds now: an open job whose retention ran out answers 2. */
export const jobRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  closedReason: z.enum(JobClosedReason).nullable(),
  nature: z.number(),
  recruitType: z.number(),
  orgId: z.number(),
  orgName: z.string().nullable(),
  categoryName: z.string().nullable(),
  workPlace: z.string().nullable(),
  workCityCode: z.string().nullable(),
  headcount: z.number().nullable(),
  salaryType: z.number(),
  minSalary: z.number().nullable(),
  maxSalary: z.number().nullable(),
  userId: z.number().nullable(),
  ownerName: z.string().nullable(),
  userPersonAccountIds: z.array(z.number()),
  retention: z.number(),
  openedAt: z.string(),
  expiresAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Where the job stands in 职位审批; null when it never went through approval. */
  approval: approvalStateSchema.nullable(),
});
export type JobRow = z.infer<typeof jobRowSchema>;

export const jobPageSchema = z.object({ list: z.array(jobRowSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type JobPage = z.infer<typeof jobPageSchema>;

const optionalNumber = z.number().nullable();

/** GET /api/jobs/:id: every field as stored, with the names of what it refers to. */
export const jobDetailSchema = jobRowSchema.extend({
  categoryId: optionalNumber,
  jobClassifyId: optionalNumber,
  jobClassifyName: z.string().nullable(),
  companyOrgId: optionalNumber,
  companyOrgName: z.string().nullable(),
  director: z.string().nullable(),
  underlingNumber: optionalNumber,
  jobRankIds: z.array(z.number()),
  jobRanks: z.array(named),
  tagIds: z.array(z.number()),
  tags: z.array(named.extend({ color: z.string().nullable() })),
  benefits: z.array(z.string()),
  describe: z.string().nullable(),
  demand: z.string().nullable(),
  workYear: optionalNumber,
  eduRequire: z.number(),
  eduNotUpgradeFlag: z.number(),
  eduUnifiedFlag: z.number(),
  edu985211Flag: z.number(),
  minAge: optionalNumber,
  maxAge: optionalNumber,
  gender: z.number(),
  languageRequire: z.string().nullable(),
  famousEnterpriseFlag: z.number(),
  businessTravel: z.number(),
  jurisdictionAccountIds: z.array(z.number()),
  interviewAccountIds: z.array(z.number()),
  /** Names of every account the job names (owner, assistants, hiring managers, interviewers). */
  people: z.array(z.object({ id: z.number(), userName: z.string() })),
  qwContactId: optionalNumber,
  priorityRecruitmentFlag: z.number(),
  backgroundAuditFlag: z.number(),
  registSmsFlag: z.number(),
  feedbackFlag: z.number(),
  lookContent: z.string().nullable(),
  recruitProcessId: optionalNumber,
  resLibraryId: optionalNumber,
  schoolInterviewSiteIds: z.array(z.number()),
  demandIds: z.array(z.number()),
  interviewEmailTemplateId: optionalNumber,
  resumeScoringRulesId: optionalNumber,
  resumeFilterRulesIds: z.array(z.number()),
  supplierIds: z.array(z.number()),
  internalRecomWebsiteIds: z.array(z.number()),
  basicInternalRecomRewardRuleId: optionalNumber,
  specialInternalRecomRewardRuleId: optionalNumber,
  interviewQuestionnaireTemplateId: optionalNumber,
  noticeFileId: optionalNumber,
  approveFlowId: optionalNumber,
  customFields: z.record(z.string(), customFieldValueSchema),
  createdBy: optionalNumber,
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobCreatedSchema = z.object({ id: z.number() });
