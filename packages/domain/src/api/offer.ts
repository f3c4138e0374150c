// Offers (spec section 3, the Offer form): the body HR drafts for a candidate in an Offer stage,
// the list query, and the answers. Salaries travel in 元 (a number or a decimal string, at most
// two decimals) and are kept as integer fen: the parsed body carries fen, the answers carry 元
// as text with exactly two decimals ('8000.50'), so no amount ever passes through float
// arithmetic. Fields the caller's offer field codes (100002-100009 / 110002-110009) hide are
// answered as null and named in `hidden`.
import { z } from 'zod';
import { ApprovalStatus } from '../codes/approval';
import { NotificationTemplateType } from '../codes/notify';
import { OfferSalaryType, OfferStatus, PROBATION_OPTIONS, TaxType } from '../codes/offer';
import { placeholdersOfType } from '../messaging/codes';
import { checkTemplate } from '../messaging/template';
import { isEmail } from '../rules/contact';
import { isCalendarDay } from '../rules/demand';
import { moneyProblem, parseYuan } from '../rules/money';
import { textLength } from '../rules/text';
import type { OfferPermField } from '../permissions/catalog-offer';
import { approvalDetailSchema } from './approval';
import { pageQuerySchema } from './common';
import { customFieldValueSchema, customFieldValuesSchema } from './custom-fields';

export const OFFER_EMAIL_TITLE_MAX = 200;
export const OFFER_EMAIL_CONTENT_MAX = 20000;
export const OFFER_CC_MAX = 10;
export const OFFER_DEMANDS_MAX = 20;
export const OFFER_FILES_MAX = 10;
export const OFFER_DECLINE_REASON_MAX = 200;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const number = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : blank(v));
const bool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);
const list = (v: unknown) => (typeof v === 'string' ? v.split(/[,，;；\s]+/).filter((x) => x.trim() !== '') : v);

const id = (label: string) => z.preprocess(number, z.number({ error: `请选择${label}` }).int(`${label}不正确`).positive(`${label}不正确`));
const ids = (label: string, max: number) =>
  z.preprocess(list, z.array(z.preprocess(number, z.number().int().positive()), { error: `${label}不正确` }).max(max, `${label}最多${max}个`));
const code = <T extends Record<string, number>>(codes: T, message: string) =>
  z.preprocess(number, z.union(Object.values(codes).map((c) => z.literal(c)) as [z.ZodLiteral<T[keyof T]>, ...z.ZodLiteral<T[keyof T]>[]], { error: message }));
const day = (label: string) =>
  z.preprocess(blank, z.string({ error: `请选择${label}` }).refine(isCalendarDay, `${label}须为有效日期，如2026-12-01`));
const text = (label: string, max: number) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${label}须为文字` })
      .trim()
      .refine((t) => textLength(t) <= max, `${label}最多${max}个字符（一个汉字算2个）`)
      .nullable()
      .optional(),
  );

/** An amount in 元 (number or decimal string, ≤ 2 decimals, 0 to 99999999.99) parsed to integer fen. */
export const yuanToFenSchema = (label: string) =>
  z.union([z.number(), z.string()], { error: `请输入${label}` }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `请输入${label}` });
      return z.NEVER;
    }
    const parsed = parseYuan(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: moneyProblem(label, parsed.reason) });
      return z.NEVER;
    }
    return parsed.fen;
  });

const offerTemplatePlaceholders = placeholdersOfType(NotificationTemplateType.OfferNotice);

/** Every field of an offer body as the form sends it; salaries come out as fen. */
export const offerFieldsSchema = z.object({
  entryTime: day('入职时间'),
  orgId: id('入职部门'),
  probationPeriod: z.preprocess(
    number,
    z.union(PROBATION_OPTIONS.map((p) => z.literal(p)) as [z.ZodLiteral<(typeof PROBATION_OPTIONS)[number]>, ...z.ZodLiteral<(typeof PROBATION_OPTIONS)[number]>[]], {
      error: '试用期只能是无(-1)或1-12个月',
    }),
  ),
  internshipSalary: yuanToFenSchema('试用期薪资'),
  salaryType: code(OfferSalaryType, '薪资类型只能是日薪(3)、月薪(1)或年薪(2)'),
  formalSalary: yuanToFenSchema('转正薪资'),
  taxType: code(TaxType, '请选择税前(1)或税后(2)'),
  jobRankId: id('职级').nullable().optional(),
  demandIds: ids('关联招聘需求', OFFER_DEMANDS_MAX).optional(),
  offerEmailFlag: z.preprocess(bool, z.boolean({ error: '是否发送Offer邮件须为true或false' })),
  emailTitle: text('邮件标题', OFFER_EMAIL_TITLE_MAX).refine((t) => t == null || !/[\r\n]/.test(t), '邮件标题不能换行'),
  ccEmails: z
    .preprocess(
      list,
      z
        .array(z.string().trim().refine(isEmail, '抄送邮箱格式不正确'), { error: '抄送邮箱不正确' })
        .max(OFFER_CC_MAX, `抄送邮箱最多${OFFER_CC_MAX}个`),
    )
    .optional(),
  emailContent: text('邮件内容', OFFER_EMAIL_CONTENT_MAX).superRefine((t, ctx) => {
    const problem = t == null ? undefined : checkTemplate(t, offerTemplatePlaceholders);
    if (problem) ctx.addIssue({ code: 'custom', message: `邮件内容中${problem}` });
  }),
  fileIds: ids('附件', OFFER_FILES_MAX).optional(),
  offerFileTemplateId: id('Offer模板').nullable().optional(),
  customFields: customFieldValuesSchema.optional(),
});
export type OfferFields = z.infer<typeof offerFieldsSchema>;

/**
 * POST /api/offers: a draft for an active application in an Offer stage with 添加Offer on; with
 * `submit: true` it goes into Offer审批 at once. Answers `data.id`.
 */
export const offerCreateSchema = offerFieldsSchema.extend({
  applicationId: id('候选人'),
  submit: z.preprocess(bool, z.boolean({ error: '是否提交审批须为true或false' })).optional(),
});
export type OfferCreate = z.infer<typeof offerCreateSchema>;

/** PATCH /api/offers/:id: only the keys sent change; drafts, rejected and withdrawn offers only. */
export const offerUpdateSchema = offerFieldsSchema.partial();
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

/** POST /api/offers/:id/send: until when the candidate may answer (a China day; 7 days from now when absent). */
export const offerSendSchema = z.object({
  expiresOn: z.preprocess(blank, z.string({ error: '答复截止日期格式不正确' }).refine(isCalendarDay, '答复截止日期须为有效日期，如2026-12-01').nullable().optional()),
});
export type OfferSend = z.infer<typeof offerSendSchema>;

/** POST /api/offers/:id/cancel (作废). */
export const offerCancelSchema = z.object({ reason: text('作废原因', OFFER_DECLINE_REASON_MAX) });
export type OfferCancel = z.infer<typeof offerCancelSchema>;

/** GET /api/offers: HR's list, newest first; `size` is accepted for `pageSize`. */
export const offerListQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).optional(),
  keyword: z.preprocess(blank, z.string().trim().max(50, '关键词最多50个字符').nullable().optional()),
  status: z.preprocess(blank, z.enum(OfferStatus, { error: 'Offer状态不正确' }).nullable().optional()),
  applicationId: z.preprocess(number, z.number({ error: '候选人不正确' }).int('候选人不正确').positive('候选人不正确').nullable().optional()),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

/** The offer fields a role's offer field codes may hide, by their API names. */
export const OfferHideableField = {
  entryTime: 'entryTime',
  orgId: 'orgId',
  internshipSalary: 'internshipSalary',
  probationPeriod: 'probationPeriod',
  formalSalary: 'formalSalary',
  salaryType: 'salaryType',
  jobName: 'jobName',
} as const;
export type OfferHideableField = (typeof OfferHideableField)[keyof typeof OfferHideableField];

/** The offer field code (catalog-offer.ts) that shows each hideable field; the salary type says what the regular salary is, so it goes with it. */
export const OFFER_FIELD_GATES: Record<OfferHideableField, OfferPermField> = {
  entryTime: 'entryTime',
  orgId: 'entryDept',
  internshipSalary: 'probationSalary',
  probationPeriod: 'probationPeriod',
  formalSalary: 'regularSalary',
  salaryType: 'regularSalary',
  jobName: 'entryJob',
};

export const offerRowSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  resumeId: z.number(),
  candidateName: z.string(),
  jobId: z.number(),
  jobName: z.string().nullable(),
  status: z.enum(OfferStatus),
  /** The Offer审批's status; null before the first submission. */
  approvalStatus: z.enum(ApprovalStatus).nullable(),
  entryTime: z.string().nullable(),
  orgId: z.number().nullable(),
  orgName: z.string().nullable(),
  probationPeriod: z.number().nullable(),
  /** 元 with two decimals ('8000.50'). */
  internshipSalary: z.string().nullable(),
  salaryType: z.number().nullable(),
  formalSalary: z.string().nullable(),
  taxType: z.number(),
  /** Fields the caller's offer field codes hide (answered as null). */
  hidden: z.array(z.enum(OfferHideableField)),
  createdBy: z.number(),
  creatorName: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfferRow = z.infer<typeof offerRowSchema>;

export const offerPageSchema = z.object({ list: z.array(offerRowSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type OfferPage = z.infer<typeof offerPageSchema>;

/** GET /api/offers/:id: every field, the approval with its trail, and what the caller may do. */
export const offerDetailSchema = offerRowSchema.extend({
  jobRankId: z.number().nullable(),
  jobRankName: z.string().nullable(),
  demandIds: z.array(z.number()),
  offerEmailFlag: z.boolean(),
  emailTitle: z.string().nullable(),
  ccEmails: z.array(z.string()),
  emailContent: z.string().nullable(),
  fileIds: z.array(z.number()),
  offerFileTemplateId: z.number().nullable(),
  customFields: z.record(z.string(), customFieldValueSchema),
  declineReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** While in approval, the step waiting; while rejected, the reason. */
  currentStep: z.string().nullable(),
  rejectReason: z.string().nullable(),
  version: z.number(),
  approval: approvalDetailSchema.nullable(),
  can: z.object({ edit: z.boolean(), submit: z.boolean(), withdraw: z.boolean(), send: z.boolean(), cancel: z.boolean() }),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const offerCreatedSchema = z.object({ id: z.number(), status: z.enum(OfferStatus) });
export type OfferCreated = z.infer<typeof offerCreatedSchema>;

/** What POST /api/offers/:id/send answers: the offer, and whether a mail went to the candidate. */
export const offerSentSchema = z.object({ offer: offerDetailSchema, mailed: z.boolean() });
export type OfferSent = z.infer<typeof offerSentSchema>;
