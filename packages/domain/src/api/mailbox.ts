import { z } from 'zod';
import { isCode } from '../codes/helpers';
import { MAILBOX_DEFAULT_FOLDER, MAILBOX_LIMITS, MailboxPreset, mailProtocolLabels, resumeSourceChannelLabels, storageResultLabels } from '../codes/intake';
import { idSchema, optionalText, pageQuerySchema, requiredText } from './common';

// 邮箱简历收取 (/resume/mailtake): the company's collection mailboxes, and the mails their
// polling fetched, waiting or processed into the talent pool.

/** Where a fetched mail stands: waiting to be processed, or processed with a storage result. */
export const MailState = { Waiting: 'waiting', Processed: 'processed' } as const;
export type MailState = (typeof MailState)[keyof typeof MailState];

const formBoolean = (label: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: `${label}格式不正确` }));
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const oneOf = (labels: Readonly<Record<number, string>>, message: string) => z.coerce.number({ error: message }).refine((v) => isCode(labels, v), message);

export const mailboxPresetSchema = z.enum(Object.values(MailboxPreset) as [MailboxPreset, ...MailboxPreset[]], { error: '请选择邮箱类型' });
export const mailProtocolSchema = oneOf(mailProtocolLabels, '请选择收取协议');
export const mailServerSchema = requiredText('服务器地址', MAILBOX_LIMITS.server).regex(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/, '服务器地址只能包含字母、数字、点和短横线，如 imap.qq.com');
export const mailPortSchema = z.coerce.number({ error: '请输入端口' }).int('端口须为整数').min(1, '端口须在1-65535之间').max(65535, '端口须在1-65535之间');
export const mailAccountSchema = requiredText('邮箱账号', MAILBOX_LIMITS.account).regex(/^\S+$/, '邮箱账号不能包含空格');
export const mailPasswordSchema = z.string().max(MAILBOX_LIMITS.password, `密码/授权码最多${MAILBOX_LIMITS.password}个字符`);

// POST /api/mailtake/mailboxes, PUT /api/mailtake/mailboxes/:id
/** A collection mailbox; an empty password keeps the stored one (required when adding). */
export const mailboxSaveSchema = z.object({
  preset: mailboxPresetSchema,
  protocol: mailProtocolSchema,
  server: mailServerSchema,
  port: mailPortSchema,
  ssl: formBoolean('SSL').default(true),
  account: mailAccountSchema,
  password: z.preprocess(blankToUndefined, mailPasswordSchema.optional()),
  folder: z.preprocess(blankToUndefined, z.string().trim().max(MAILBOX_LIMITS.folder, `文件夹最多${MAILBOX_LIMITS.folder}个字符`).default(MAILBOX_DEFAULT_FOLDER)),
  enabled: formBoolean('启用状态').default(true),
});
export type MailboxSave = z.infer<typeof mailboxSaveSchema>;

// POST /api/mailtake/mailboxes/test: the form's settings, before or after saving.
/** With `id` and no password, the stored password of that mailbox is tried. */
export const mailboxTestSchema = mailboxSaveSchema.extend({ id: idSchema.optional() });
export type MailboxTest = z.infer<typeof mailboxTestSchema>;

export const mailboxTestResultSchema = z.object({
  ok: z.boolean(),
  /** 1 the login and the folder worked, 2 the server refused the login, 3 the server could not be used. */
  receiveState: z.number(),
  message: z.string(),
  /** Mails in the folder, when it opened. */
  messageCount: z.number().nullable(),
});
export type MailboxTestResult = z.infer<typeof mailboxTestResultSchema>;

/** A mailbox as the settings page shows it: whether a password is set, never the password. */
export const mailboxRowSchema = z.object({
  id: z.number(),
  preset: z.string(),
  protocol: z.number(),
  server: z.string(),
  port: z.number(),
  ssl: z.boolean(),
  account: z.string(),
  folder: z.string(),
  enabled: z.boolean(),
  passwordSet: z.boolean(),
  /** Only IMAP mailboxes are collected. */
  collectable: z.boolean(),
  /** State of the last receive run (1, 2, 3); null before the first one. */
  receiveState: z.number().nullable(),
  lastError: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  waitingCount: z.number(),
  processedCount: z.number(),
  createdAt: z.string(),
});
export type MailboxRow = z.infer<typeof mailboxRowSchema>;

/** POST /api/mailtake/mailboxes/:id/receive (立即收取): the run is queued. */
export const mailboxReceiveResultSchema = z.object({ queued: z.literal(true), message: z.string() });
export type MailboxReceiveResult = z.infer<typeof mailboxReceiveResultSchema>;

// GET /api/mailtake/mails/waiting and /api/mailtake/mails/processed
export const mailListQuerySchema = pageQuerySchema.extend({
  mailboxId: z.preprocess(blankToUndefined, idSchema.optional()),
  channel: z.preprocess(blankToUndefined, oneOf(resumeSourceChannelLabels, '渠道不正确').optional()),
  storageResult: z.preprocess(blankToUndefined, oneOf(storageResultLabels, '入库结果不正确').optional()),
  /** Subject, sender name or address, or the applied job. */
  keyword: optionalText(100),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailRowSchema = z.object({
  id: z.number(),
  mailboxId: z.number(),
  mailboxAccount: z.string(),
  subject: z.string(),
  fromName: z.string().nullable(),
  fromAddress: z.string().nullable(),
  /** The mail's own date. */
  sentAt: z.string().nullable(),
  fetchedAt: z.string(),
  /** Resume source channel recognised from sender, subject and body. */
  channel: z.number().nullable(),
  /** The job the mail applies for, as the mail names it. */
  jobName: z.string().nullable(),
  /** The company's open job that name matched and the resume entered (an application through mail intake); null when none did. */
  jobId: z.number().nullable(),
  state: z.enum([MailState.Waiting, MailState.Processed]),
  /** Processing attempts that broke unexpectedly. */
  attempts: z.number(),
  /** 1 stored, 2 failed, 3 duplicate; null while waiting. */
  storageResult: z.number().nullable(),
  /** Why it failed or was a duplicate, or why a waiting mail's last attempt broke. */
  reason: z.string().nullable(),
  resumeId: z.number().nullable(),
  resumeName: z.string().nullable(),
  parseStatus: z.number().nullable(),
  /** The attachment (or body) the resume was read from. */
  fileName: z.string().nullable(),
  processedAt: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRowSchema>;
