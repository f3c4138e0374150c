import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, nameSchema, passwordSchema } from '../rules';
import { requiredText } from './common';

export const registerBodySchema = z.object({
  companyName: requiredText('公司名称', 50),
  userName: nameSchema,
  loginEmail: z.string({ error: '请输入邮箱' }).trim().toLowerCase().regex(EMAIL_PATTERN, '邮箱格式不正确'),
  loginMobile: z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, '手机号格式不正确'),
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  account: z.string({ error: '请输入邮箱或手机号' }).trim().min(1, '请输入邮箱或手机号').max(100),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgetBodySchema = z.object({
  account: z.string({ error: '请输入邮箱或手机号' }).trim().min(1, '请输入邮箱或手机号').max(100),
});
export type ForgetBody = z.infer<typeof forgetBodySchema>;

export const resetBodySchema = z.object({
  token: z.string().min(16).max(200),
  password: passwordSchema,
});
export type ResetBody = z.infer<typeof resetBodySchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: z.string().min(1, '请输入原密码'),
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const acceptInviteBodySchema = z.object({
  token: z.string().min(16).max(200),
  password: passwordSchema,
});
export type AcceptInviteBody = z.infer<typeof acceptInviteBodySchema>;
