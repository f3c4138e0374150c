// 简历助手 (/resume/helper) and 插件设置 (/user/manage/pluginSet): personal helper keys, the
// company's helper settings, and POST /api/helper/capture, which a bookmarklet calls from a
// job board's resume page with the page's HTML and address.
import { z } from 'zod';
import { JOB_BOARD_CHANNELS } from '../codes/job-boards';
import { requiredText } from './common';
import { CHANNEL_CODE_MAX } from './resume-channels';

/** The request header that carries a helper key (never a cookie). */
export const HELPER_KEY_HEADER = 'x-bole-helper-key';
/** Every helper key starts with this, so a leaked one is easy to recognise. */
export const HELPER_KEY_PREFIX = 'bole_';
export const HELPER_KEY_NAME_MAX = 20;
/** Active keys one account may hold. */
export const HELPER_KEYS_PER_ACCOUNT = 10;
/** The largest page the helper takes, in bytes of its HTML (scripts and styles are stripped first). */
export const HELPER_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const HELPER_URL_MAX = 2000;

export const helperKeyCreateSchema = z.object({ name: requiredText('密钥名称', HELPER_KEY_NAME_MAX) });
export type HelperKeyCreate = z.infer<typeof helperKeyCreateSchema>;

export const helperKeyRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is shown once. */
  hint: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The site of the last capture with this key. */
  lastUsedHost: z.string().nullable(),
  captureCount: z.number(),
});
export type HelperKeyRow = z.infer<typeof helperKeyRowSchema>;

/** POST /api/helper/keys: the new key, in clear this one time only. */
export const helperKeyCreatedSchema = helperKeyRowSchema.extend({ key: z.string() });
export type HelperKeyCreated = z.infer<typeof helperKeyCreatedSchema>;

/** GET /api/helper/keys: `all` lists the company's keys (插件设置), else the caller's own. */
export const helperKeyQuerySchema = z.object({ all: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).optional() });

const formNumber = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v);
const boardChannel = z.number({ error: '招聘网站不正确' }).refine((c) => (JOB_BOARD_CHANNELS as readonly number[]).includes(c), '招聘网站不正确');

/** The company's helper settings (插件设置). */
export const helperSettingsSchema = z.object({
  /** Job boards whose pages the helper takes (channel codes). */
  enabledBoards: z.array(z.number()),
  /** Channel given to pages of other sites; null refuses them. */
  otherSitesChannel: z.number().nullable(),
  /** Owner of captured resumes; null: the account whose key captured it. */
  defaultOwnerAccountId: z.number().nullable(),
  defaultOwnerName: z.string().nullable(),
});
export type HelperSettings = z.infer<typeof helperSettingsSchema>;

export const helperSettingsUpdateSchema = z.object({
  enabledBoards: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v), z.array(boardChannel, { error: '招聘网站不正确' }).max(JOB_BOARD_CHANNELS.length)),
  otherSitesChannel: z.preprocess(formNumber, z.number({ error: '渠道不正确' }).int('渠道不正确').min(1, '渠道不正确').max(CHANNEL_CODE_MAX, '渠道不正确').nullable()),
  defaultOwnerAccountId: z.preprocess(formNumber, z.number({ error: '负责人不正确' }).int('负责人不正确').positive('负责人不正确').nullable()),
});
export type HelperSettingsUpdate = z.infer<typeof helperSettingsUpdateSchema>;

/** What the bookmarklet sends: the page's address, title and HTML. */
export const helperCaptureSchema = z.object({
  url: z.string({ error: '缺少页面地址' }).trim().min(1, '缺少页面地址').max(HELPER_URL_MAX, `页面地址最多${HELPER_URL_MAX}个字符`),
  title: z.string().trim().max(200).optional(),
  html: z.string({ error: '缺少页面内容' }),
});
export type HelperCapture = z.infer<typeof helperCaptureSchema>;

/** Where a captured page went, for the bookmarklet's toast. */
export const helperCaptureResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  parseStatus: z.number(),
  /** 1 stored, 3 duplicate (refusals answer an error status instead). */
  storageResult: z.number(),
  duplicateOfId: z.number().nullable(),
  channel: z.number().nullable(),
  channelName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type HelperCaptureResult = z.infer<typeof helperCaptureResultSchema>;
