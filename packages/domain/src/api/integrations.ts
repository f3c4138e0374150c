import { z } from 'zod';
import { optionalText, pageQuerySchema } from './common';

// DingTalk (钉钉) embedded mode: the two calls of spec section 7 and the settings page
// /user/other/docking (第三方对接) where an administrator binds the company's DingTalk app.

/** Lengths DingTalk's own identifiers stay within, shared by the server checks and the form hints. */
export const DINGTALK_LIMITS = { corpId: 64, agentId: 20, appKey: 64, appSecret: 128, userId: 64, url: 2000 } as const;

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const token = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最多${max}个字符`)
    .regex(ID_PATTERN, `${label}只能包含字母、数字、下划线和短横线`);

const formBoolean = (label: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: `${label}格式不正确` }));

export const dingtalkCorpIdSchema = token('CorpId', DINGTALK_LIMITS.corpId);
export const dingtalkAgentIdSchema = z
  .string({ error: '请输入AgentId' })
  .trim()
  .min(1, '请输入AgentId')
  .max(DINGTALK_LIMITS.agentId, `AgentId最多${DINGTALK_LIMITS.agentId}位`)
  .regex(/^\d+$/, 'AgentId只能是数字');
export const dingtalkAppKeySchema = token('AppKey', DINGTALK_LIMITS.appKey);
export const dingtalkAppSecretSchema = z
  .string()
  .trim()
  .max(DINGTALK_LIMITS.appSecret, `AppSecret最多${DINGTALK_LIMITS.appSecret}个字符`)
  .regex(/^[\x21-\x7e]*$/, 'AppSecret不能包含空格或中文');
/** A DingTalk user id (员工 userid, often the employee number); empty means not bound. */
export const dingtalkUserIdSchema = z
  .string()
  .trim()
  .max(DINGTALK_LIMITS.userId, `钉钉用户ID最多${DINGTALK_LIMITS.userId}个字符`)
  .regex(/^\S*$/, '钉钉用户ID不能包含空格');

// GET /api/dingtalk/third/login.json
export const dingtalkLoginQuerySchema = z.object({
  authCode: z.string({ error: '缺少authCode' }).min(1, '缺少authCode').max(200, 'authCode格式不正确'),
  corpId: z.string({ error: '缺少corpId' }).min(1, '缺少corpId').max(DINGTALK_LIMITS.corpId, 'corpId格式不正确'),
});
export type DingtalkLoginQuery = z.infer<typeof dingtalkLoginQuerySchema>;

/** The session user of a chat-app login (spec section 3), with the token the cookie also carries. */
export const dingtalkLoginResultSchema = z.object({
  token: z.string(),
  roleType: z.number(),
  /** Management role code of a system role, null for a custom role. */
  role: z.number().nullable(),
  sysType: z.number().nullable(),
  /** True when the account had never logged in before this login. */
  firstLogin: z.boolean(),
  userName: z.string(),
  userId: z.number(),
  companyId: z.number(),
});
export type DingtalkLoginResult = z.infer<typeof dingtalkLoginResultSchema>;

/** 403 of a DingTalk user without an account: the page offers to ask the administrator. */
export const dingtalkContactAdminSchema = z.object({ contactAdmin: z.literal(true) });

// GET /api/dingtalk/js/sign.json
export const dingtalkSignQuerySchema = z.object({
  url: z.string({ error: '缺少url' }).min(1, '缺少url').max(DINGTALK_LIMITS.url, 'url过长'),
});
export type DingtalkSignQuery = z.infer<typeof dingtalkSignQuerySchema>;

/** What `dd.config` needs (DingTalk's JSAPI authentication). */
export const dingtalkSignSchema = z.object({
  agentId: z.string(),
  corpId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type DingtalkSign = z.infer<typeof dingtalkSignSchema>;

// GET/PUT/DELETE /api/integrations/dingtalk (permission 320009 第三方对接)
/** The bound app as the settings page shows it: never the secret, only whether one is set. */
export const dingtalkSettingsSchema = z.object({
  corpId: z.string(),
  agentId: z.string(),
  appKey: z.string(),
  enabled: z.boolean(),
  secretSet: z.boolean(),
  updatedAt: z.string(),
});
export type DingtalkSettings = z.infer<typeof dingtalkSettingsSchema>;

/** Binds or updates the app; an empty or missing AppSecret keeps the stored one (required when first binding). */
export const dingtalkSettingsBodySchema = z.object({
  corpId: dingtalkCorpIdSchema,
  agentId: dingtalkAgentIdSchema,
  appKey: dingtalkAppKeySchema,
  appSecret: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), dingtalkAppSecretSchema.optional()),
  enabled: formBoolean('启用状态').default(true),
});
export type DingtalkSettingsBody = z.infer<typeof dingtalkSettingsBodySchema>;

/** POST /api/integrations/dingtalk/test: the stored credentials obtained an access token. */
export const dingtalkTestResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type DingtalkTestResult = z.infer<typeof dingtalkTestResultSchema>;

// GET /api/integrations/dingtalk/accounts and PATCH .../accounts/:id: which DingTalk user each account is.
export const dingtalkAccountListQuerySchema = pageQuerySchema.extend({
  keyword: optionalText(50),
  /** true: only bound accounts; false: only accounts without a DingTalk user. */
  bound: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), formBoolean('绑定状态').optional()),
});
export type DingtalkAccountListQuery = z.infer<typeof dingtalkAccountListQuerySchema>;

export const dingtalkAccountRowSchema = z.object({
  id: z.number(),
  userName: z.string(),
  loginEmail: z.string(),
  loginMobile: z.string(),
  roleName: z.string(),
  status: z.number(),
  thirdUserId: z.string().nullable(),
});
export type DingtalkAccountRow = z.infer<typeof dingtalkAccountRowSchema>;

/** An empty or null user id unbinds the account. */
export const dingtalkAccountBindSchema = z.object({ thirdUserId: dingtalkUserIdSchema.nullable() });
export type DingtalkAccountBind = z.infer<typeof dingtalkAccountBindSchema>;
