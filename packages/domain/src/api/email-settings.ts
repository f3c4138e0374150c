import { z } from 'zod';
import { emailSchema } from '../rules/contact';

// 发信设置 (/user/seting/email): the company's own mail server. Company mail (to candidates
// and colleagues) leaves through it once saved, else through the platform's SMTP_URL.

const HOST_PATTERN = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** PUT /api/email-settings. An empty password keeps the stored one; username and password may be empty for a relay without login. */
export const emailSettingsSaveSchema = z.object({
  host: z
    .string({ error: '请输入发信服务器' })
    .trim()
    .min(1, { error: '请输入发信服务器', abort: true })
    .max(253, { error: '发信服务器最多253个字符', abort: true })
    .regex(HOST_PATTERN, '发信服务器只能是域名或IP地址，如 smtp.exmail.qq.com'),
  port: z
    .number({ error: '请输入端口' })
    .int('端口只能是1到65535之间的整数')
    .min(1, '端口只能是1到65535之间的整数')
    .max(65535, '端口只能是1到65535之间的整数'),
  secure: z.boolean({ error: '请选择是否使用SSL' }),
  username: z.string({ error: '发信账号格式不正确' }).trim().max(254, '发信账号最多254个字符'),
  password: z.string({ error: '密码/授权码格式不正确' }).max(256, '密码/授权码最多256个字符'),
  fromAddress: emailSchema,
  fromName: z.string({ error: '请输入发件人名称' }).trim().min(1, '请输入发件人名称').max(50, '发件人名称最多50个字符'),
});
export type EmailSettingsSave = z.infer<typeof emailSettingsSaveSchema>;

/** GET /api/email-settings: the saved settings without the password (null when none). */
export const emailSettingsSchema = z.object({
  host: z.string(),
  port: z.number(),
  secure: z.boolean(),
  username: z.string(),
  passwordSet: z.boolean(),
  fromAddress: z.string(),
  fromName: z.string(),
  updatedAt: z.string(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** POST /api/email-settings/test: `error` is the mail server's answer in Chinese when not sent. */
export const emailSettingsTestResultSchema = z.object({ sent: z.boolean(), to: z.string(), error: z.string().nullable() });
export type EmailSettingsTestResult = z.infer<typeof emailSettingsTestResultSchema>;
