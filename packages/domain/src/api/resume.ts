// Talent pool (/resume/*): resume bodies, list queries and the rows the API answers.
import { z } from 'zod';
import { ResumeAction } from '../codes/resume';
import { checkNameCharacters } from '../rules/contact';
import { formBoolean, optionalText, pageQuerySchema } from './common';
import { customFieldValuesSchema, customFieldValueSchema } from './custom-fields';

// Bodies arrive as JSON or form-encoded (spec section 7): a form sends every value as a
// string, a list as repeated keys or one comma-joined value, a nested list as JSON text.
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const formNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : blankToNull(v));
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
const formList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : v),
    z.array(item, { error: `${label}格式不正确` }).max(max, `${label}最多${max}个`),
  );
const intIn = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
/** Optional integer code; '' or null clears it on edit. */
const code = (min: number, max: number, message: string) => z.preprocess(formNumber, intIn(min, max, message).nullable().optional());
/** Optional trimmed text; '' or null clears it on edit. */
const text = (max: number) => z.preprocess(blankToNull, z.string({ error: '须为文本' }).trim().max(max, `最多${max}个字符`).nullable().optional());
/** Text that resumes also write as a number (salaries, head counts). */
const textOrNumber = (max: number) => z.preprocess((v) => (typeof v === 'number' ? String(v) : blankToNull(v)), z.string().trim().max(max, `最多${max}个字符`).nullable().optional());
const nestedList = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(jsonText, z.array(item, { error: `${label}格式不正确` }).max(max, `${label}最多${max}条`).optional());
const optionalId = (label: string) => z.preprocess(formNumber, z.number({ error: `${label}不正确` }).int().positive(`${label}不正确`).nullable().optional());

/** Resume time ranges are kept as written ('2019.07-2021.06', '2019.07-至今') and parsed for sorting. */
const period = text(50);

export const resumeEducationInputSchema = z.object({
  eduTime: period,
  graduationSchool: text(100),
  // The Chinese label (本科, 硕士 ...) as resumes write it, or a degree code.
  degree: textOrNumber(30),
  professional: text(100),
});
export const resumeWorkInputSchema = z.object({
  workTime: period,
  companyName: text(100),
  jobName: text(100),
  companyIndustry: text(100),
  scale: textOrNumber(50),
  department: text(100),
  reportPeople: textOrNumber(50),
  underPeople: textOrNumber(50),
  companyIntroduce: text(2000),
  workContent: text(5000),
  workAchievement: text(5000),
  dimissionReason: text(500),
});
export const resumeProjectInputSchema = z.object({ projectTime: period, projectName: text(100), projectDesc: text(5000), responsibilityDesc: text(5000) });
export const resumeTrainingInputSchema = z.object({
  trainingTime: period,
  trainingOrganization: text(100),
  trainingName: text(100),
  trainingPlace: text(100),
  trainingCertificate: text(100),
  trainingDesc: text(2000),
});
export type ResumeEducationInput = z.infer<typeof resumeEducationInputSchema>;
export type ResumeWorkInput = z.infer<typeof resumeWorkInputSchema>;
export type ResumeProjectInput = z.infer<typeof resumeProjectInputSchema>;
export type ResumeTrainingInput = z.infer<typeof resumeTrainingInputSchema>;

/** A custom resume field value (/user/manage/resumefield): text, yes/no, choices, dates, ids. */
// Keys and types are checked against the company's field definitions (checkCustomFieldValue).
const customValue = customFieldValueSchema;
export const resumeCustomFieldsSchema = customFieldValuesSchema;
export type ResumeCustomFields = z.infer<typeof resumeCustomFieldsSchema>;

const GENDER_WORDS: Record<string, number> = { 男: 1, 女: 0 };

/** Base info, job intention and histories: the body of POST /api/resumes and PATCH /api/resumes/:id. */
export const resumeFieldsSchema = z.object({
  // At most 30 characters by nameLength (NAME_MAX): the service refuses longer ones with 姓名最多30个字符 and status 8.
  name: z.preprocess(blankToNull, z.string({ error: '请输入姓名' }).trim().max(200, '姓名最多30个字符').superRefine(checkNameCharacters)),
  gender: z.preprocess((v) => (typeof v === 'string' && v in GENDER_WORDS ? GENDER_WORDS[v] : formNumber(v)), intIn(0, 1, '性别只能是男(1)或女(0)').nullable().optional()),
  birthYear: code(1900, 2100, '出生年份不正确'),
  birthday: z.preprocess(blankToNull, z.string().trim().regex(/^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/, '出生日期格式应为YYYY-MM-DD').nullable().optional()),
  // Only when the resume states an age and no birth year.
  age: code(10, 100, '年龄须为10-100的整数'),
  workCity: text(50),
  mobile: text(30),
  email: text(100),
  wechatCode: text(50),
  hometownCity: text(50),
  headImg: text(500),
  expectCity: text(50),
  currentSalary: textOrNumber(50),
  expectSalary: textOrNumber(50),
  expectPosition: text(100),
  expectIndustry: text(100),
  // Stated degree and years, used only when the histories give none (spec section 5).
  degree: textOrNumber(30),
  workYears: z.preprocess(formNumber, z.number({ error: '工作年限不正确' }).min(0, '工作年限不正确').max(60, '工作年限不正确').nullable().optional()),
  intentionStatus: code(1, 5, '意向状态不正确'),
  workState: code(1, 4, '求职状态不正确'),
  source: code(1, 99, '简历来源不正确'),
  channel: code(1, 99999, '渠道不正确'),
  ownerAccountId: optionalId('负责人'),
  referrerAccountId: optionalId('推荐人'),
  customFields: resumeCustomFieldsSchema.optional(),
  educations: nestedList(resumeEducationInputSchema, 20, '教育经历'),
  workExperiences: nestedList(resumeWorkInputSchema, 50, '工作经历'),
  projects: nestedList(resumeProjectInputSchema, 50, '项目经历'),
  trainings: nestedList(resumeTrainingInputSchema, 50, '培训经历'),
});
export const resumeCreateSchema = resumeFieldsSchema;
export type ResumeCreate = z.infer<typeof resumeCreateSchema>;
/** PATCH: only the keys sent change; a list sent replaces the whole list. */
export const resumeUpdateSchema = resumeFieldsSchema.partial();
export type ResumeUpdate = z.infer<typeof resumeUpdateSchema>;

/** POST /api/resumes answers where the resume went and how it was stored (spec section 4). */
export const resumeCreatedSchema = z.object({
  id: z.number(),
  parseStatus: z.number(),
  duplicateOfId: z.number().nullable(),
  duplicateKind: z.enum(['phone', 'email', 'attachment']).nullable(),
});
export type ResumeCreated = z.infer<typeof resumeCreatedSchema>;

export const ResumeSort = { Updated: 'updated', Relevance: 'relevance' } as const;
export type ResumeSort = (typeof ResumeSort)[keyof typeof ResumeSort];

const listNumbers = (label: string, max = 50) => formList(z.coerce.number({ error: `${label}格式不正确` }).int(`${label}格式不正确`), max, label).optional();
const flag = z.preprocess(formBoolean, z.boolean({ error: '须为true或false' }).optional());
const dateText = z.preprocess(blankToNull, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD').nullable().optional());
const queryCode = (min: number, max: number, message: string) => z.preprocess(formNumber, intIn(min, max, message).nullable().optional());

/** The filters of the talent pool; also what a saved search keeps. */
export const resumeFiltersSchema = z.object({
  keyword: optionalText(50),
  sort: z.enum(['updated', 'relevance'], { error: '排序方式不正确' }).optional(),
  // City codes of the locations list or city names: the work city or the expected city.
  city: formList(z.string().trim().min(1).max(20), 20, '城市').optional(),
  // Minimum degree: a SearchDegree code (0 any, 2 大专及以上 ... 5 博士及以上).
  degree: queryCode(0, 5, '学历不正确'),
  workYearsMin: queryCode(0, 13, '工作年限须为0-13'),
  workYearsMax: queryCode(0, 13, '工作年限须为0-13'),
  // An AgeRange code (1 15-20岁 ... 5 40岁以上, 6 21-24岁) or explicit bounds.
  ageRange: queryCode(1, 6, '年龄段不正确'),
  ageMin: queryCode(0, 100, '年龄须为0-100'),
  ageMax: queryCode(0, 100, '年龄须为0-100'),
  // An UpdateDateRange code (1 最近一周 ... 6 最近一年) or explicit dates.
  updated: queryCode(1, 6, '更新时间范围不正确'),
  updatedFrom: dateText,
  updatedTo: dateText,
  gender: queryCode(0, 1, '性别不正确'),
  channel: listNumbers('渠道'),
  source: listNumbers('来源'),
  tagIds: listNumbers('标签'),
  intentionStatus: listNumbers('意向状态'),
  workState: listNumbers('求职状态'),
  parseStatus: listNumbers('入库状态'),
  school985: flag,
  school211: flag,
  ownerAccountId: optionalId('负责人'),
});
export type ResumeFilters = z.infer<typeof resumeFiltersSchema>;

export const resumeListQuerySchema = pageQuerySchema.extend(resumeFiltersSchema.shape).extend({
  // The recycle bin (deleted resumes); needs 210013.
  recycled: flag,
});
export type ResumeListQuery = z.infer<typeof resumeListQuerySchema>;

const tagSchema = z.object({ id: z.number(), name: z.string(), color: z.string().nullable() });

/** One row of the talent pool list. Contact details are masked and salaries null without the codes. */
export const resumeRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  gender: z.number().nullable(),
  age: z.number().nullable(),
  workCity: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  topDegree: z.number().nullable(),
  workYears: z.number().nullable(),
  workYearsScale: z.number().nullable(),
  lastCompany: z.string().nullable(),
  lastJobTitle: z.string().nullable(),
  lastSchool: z.string().nullable(),
  lastMajor: z.string().nullable(),
  expectPosition: z.string().nullable(),
  expectCity: z.string().nullable(),
  expectSalary: z.string().nullable(),
  // Whether any school of the resume is 985 / 211 (what the 985/211 filters match).
  school985: z.boolean(),
  school211: z.boolean(),
  // Whether lastSchool itself is 985 / 211: the badges beside the school the list shows.
  lastSchool985: z.boolean(),
  lastSchool211: z.boolean(),
  intentionStatus: z.number().nullable(),
  workState: z.number().nullable(),
  source: z.number().nullable(),
  channel: z.number().nullable(),
  parseStatus: z.number(),
  phoneFlag: z.number(),
  duplicateOfId: z.number().nullable(),
  duplicateKind: z.string().nullable(),
  ownerAccountId: z.number().nullable(),
  referrerAccountId: z.number().nullable(),
  tags: z.array(tagSchema),
  // The searched words found in this resume, for the UI to mark.
  highlights: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type ResumeRow = z.infer<typeof resumeRowSchema>;

/** GET /api/resumes: a page; with a keyword the total stops at 10,000 and `totalCapped` says so ("10000+"). */
export const resumePageSchema = z.object({ list: z.array(resumeRowSchema), total: z.number(), totalCapped: z.boolean(), page: z.number(), pageSize: z.number() });
export type ResumePage = z.infer<typeof resumePageSchema>;

const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ id: z.number(), ...shape });
const out = z.string().nullable();
export const resumeEducationSchema = withId({ eduTime: out, graduationSchool: out, degree: z.number().nullable(), degreeLabel: out, professional: out, school985: z.boolean(), school211: z.boolean() });
export const resumeWorkSchema = withId({
  workTime: out, companyName: out, jobName: out, companyIndustry: out, scale: out, department: out, reportPeople: out, underPeople: out,
  companyIntroduce: out, workContent: out, workAchievement: out, dimissionReason: out,
});
export const resumeProjectSchema = withId({ projectTime: out, projectName: out, projectDesc: out, responsibilityDesc: out });
export const resumeTrainingSchema = withId({ trainingTime: out, trainingOrganization: out, trainingName: out, trainingPlace: out, trainingCertificate: out, trainingDesc: out });
export const resumeFileSchema = z.object({ id: z.number(), kind: z.string(), fileName: z.string(), mime: z.string().nullable(), size: z.number(), previewable: z.boolean(), createdAt: z.string() });

/** GET /api/resumes/:id: every section of the resume. */
export const resumeDetailSchema = resumeRowSchema.extend({
  birthYear: z.number().nullable(),
  birthday: out,
  wechatCode: out,
  hometownCity: out,
  headImg: out,
  currentSalary: out,
  expectIndustry: out,
  mergedIntoId: z.number().nullable(),
  customFields: z.record(z.string(), customValue),
  // Whether phone, e-mail and WeChat were masked / salaries hidden for this caller.
  contactMasked: z.boolean(),
  salaryHidden: z.boolean(),
  duplicateCount: z.number(),
  educations: z.array(resumeEducationSchema),
  workExperiences: z.array(resumeWorkSchema),
  projects: z.array(resumeProjectSchema),
  trainings: z.array(resumeTrainingSchema),
  files: z.array(resumeFileSchema),
});
export type ResumeDetail = z.infer<typeof resumeDetailSchema>;

export const resumeMergeSchema = z.object({ intoId: z.preprocess(formNumber, z.number({ error: '请选择要合并到的简历' }).int().positive('请选择要合并到的简历')) });
export const resumeHandOverSchema = z.object({ toAccountId: z.preprocess(formNumber, z.number({ error: '请选择接收人' }).int().positive('请选择接收人')) });
export const resumeTagsSetSchema = z.object({ tagIds: formList(z.coerce.number({ error: '标签格式不正确' }).int().positive(), 50, '标签').default([]) });
export type ResumeTagsSet = z.infer<typeof resumeTagsSetSchema>;

// Operation history (resume records, /user/other/resumerecord).
export const resumeChangeSchema = z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type ResumeChange = z.infer<typeof resumeChangeSchema>;
export const resumeRecordSchema = z.object({
  id: z.number(),
  resumeId: z.number(),
  resumeName: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  operatorId: z.number().nullable(),
  operatorName: z.string(),
  changes: z.array(resumeChangeSchema),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ResumeRecord = z.infer<typeof resumeRecordSchema>;
export const resumeRecordQuerySchema = pageQuerySchema.extend({
  operatorId: optionalId('操作人'),
  action: z.enum(Object.values(ResumeAction) as [ResumeAction, ...ResumeAction[]], { error: '操作类型不正确' }).optional(),
  dateFrom: dateText,
  dateTo: dateText,
});
export type ResumeRecordQuery = z.infer<typeof resumeRecordQuerySchema>;

// Tags catalogue (/user/manage/tag).
export const candidateTagSchema = tagSchema.extend({ sort: z.number(), resumeCount: z.number() });
export type CandidateTag = z.infer<typeof candidateTagSchema>;
const colorSchema = z.preprocess(blankToNull, z.string().regex(/^#[0-9a-fA-F]{6}$/, '颜色格式应为#RRGGBB').nullable().optional());
export const candidateTagCreateSchema = z.object({
  name: z.string({ error: '请输入标签名称' }).trim().min(1, '请输入标签名称').max(20, '标签名称最多20个字符'),
  color: colorSchema,
  sort: z.preprocess(formNumber, intIn(0, 9999, '排序须为0-9999的整数').optional()),
});
export type CandidateTagCreate = z.infer<typeof candidateTagCreateSchema>;
export const candidateTagUpdateSchema = candidateTagCreateSchema.partial();
export type CandidateTagUpdate = z.infer<typeof candidateTagUpdateSchema>;

// Saved searches of the talent pool, per account.
// Responses are encoded, and form-reading preprocessors cannot run backwards: the saved
// filters answer as plain values.
const maybeNumber = z.number().nullable().optional();
const numbers = z.array(z.number()).optional();
const savedFiltersSchema = z.object({
  keyword: z.string().optional(),
  sort: z.enum(['updated', 'relevance']).optional(),
  city: z.array(z.string()).optional(),
  degree: maybeNumber,
  workYearsMin: maybeNumber,
  workYearsMax: maybeNumber,
  ageRange: maybeNumber,
  ageMin: maybeNumber,
  ageMax: maybeNumber,
  updated: maybeNumber,
  updatedFrom: z.string().nullable().optional(),
  updatedTo: z.string().nullable().optional(),
  gender: maybeNumber,
  channel: numbers,
  source: numbers,
  tagIds: numbers,
  intentionStatus: numbers,
  workState: numbers,
  parseStatus: numbers,
  school985: z.boolean().optional(),
  school211: z.boolean().optional(),
  ownerAccountId: maybeNumber,
}) satisfies z.ZodType<ResumeFilters>;
export const savedSearchSchema = z.object({ id: z.number(), name: z.string(), query: savedFiltersSchema, createdAt: z.string() });
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchCreateSchema = z.object({
  name: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(30, '名称最多30个字符'),
  query: z.preprocess(jsonText, resumeFiltersSchema),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;
