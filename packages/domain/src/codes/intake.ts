// Resume intake: job-board channels and mailbox collection (spec sections 3 and 9).
import { isCode } from './helpers';

/** Resume source channel: the job boards resumes are collected from, or a direct application. */
export const ResumeSourceChannel = {
  Job51: 1,
  Zhaopin: 2,
  Liepin: 3,
  Boss: 6,
  Lagou: 20,
  Job58: 27,
  SelfApplied: 9999,
} as const;
export type ResumeSourceChannel = (typeof ResumeSourceChannel)[keyof typeof ResumeSourceChannel];
export const resumeSourceChannelLabels: Record<ResumeSourceChannel, string> = {
  1: '前程无忧(51job)',
  2: '智联招聘',
  3: '猎聘',
  6: 'BOSS直聘',
  20: '拉勾',
  27: '58同城',
  9999: '个人投递',
};

/** The built-in channels in display order: the job boards, then 个人投递. */
export const BUILT_IN_CHANNELS: readonly ResumeSourceChannel[] = [1, 2, 3, 6, 20, 27, 9999];

/** Whether a code is one of the built-in channels. */
export const isBuiltInChannel = (code: number): code is ResumeSourceChannel => isCode(resumeSourceChannelLabels, code);

/** The name of a channel code among the given options (a company's own channels), else the built-in label, else 渠道{code}. */
export function channelNameOf(code: number, options: readonly { code: number; name: string }[] = []): string {
  return options.find((o) => o.code === code)?.name ?? (isBuiltInChannel(code) ? resumeSourceChannelLabels[code] : `渠道${code}`);
}

/** State of the last receive run of a collection mailbox. */
export const MailboxReceiveState = { Ok: 1, LoginFailed: 2, ServerError: 3 } as const;
export type MailboxReceiveState = (typeof MailboxReceiveState)[keyof typeof MailboxReceiveState];
export const mailboxReceiveStateLabels: Record<MailboxReceiveState, string> = {
  1: '接收正常',
  2: '登录失败',
  3: '邮件服务器异常',
};

/** Result of storing a collected resume into the talent pool. */
export const StorageResult = { Stored: 1, Failed: 2, Duplicate: 3 } as const;
export type StorageResult = (typeof StorageResult)[keyof typeof StorageResult];
export const storageResultLabels: Record<StorageResult, string> = { 1: '已入库', 2: '入库失败', 3: '重复简历' };

export const MailProtocol = { Smtp: 1, Pop3: 2, Imap: 3 } as const;
export type MailProtocol = (typeof MailProtocol)[keyof typeof MailProtocol];
export const mailProtocolLabels: Record<MailProtocol, string> = { 1: 'SMTP', 2: 'POP3', 3: 'IMAP' };

/** Port of every mailbox preset (IMAP over SSL). */
export const MAIL_PORT = 993;
/** The ports a mailbox may name, per protocol (plain and SSL); others only when the operator allows private servers. */
export const mailPorts: Record<MailProtocol, readonly number[]> = { 1: [25, 465, 587], 2: [110, 995], 3: [143, 993] };

export const MailboxPreset = {
  Qq: 'qq',
  TencentExmail: 'tencentExmail',
  AliyunQiye: 'aliyunQiye',
  NeteaseQiye: 'neteaseQiye',
  Netease163: 'netease163',
  Other: 'other',
} as const;
export type MailboxPreset = (typeof MailboxPreset)[keyof typeof MailboxPreset];
export const mailboxPresetLabels: Record<MailboxPreset, string> = {
  qq: 'QQ邮箱',
  tencentExmail: '腾讯企业邮',
  aliyunQiye: '阿里企业邮',
  neteaseQiye: '网易企业邮',
  netease163: '163邮箱',
  other: '其他',
};

export type MailboxServer = { protocol: MailProtocol; server: string; port: number | null };

/** Server settings each preset fills in; "other" leaves server and port for the user. */
export const mailboxPresets: Record<MailboxPreset, MailboxServer> = {
  qq: { protocol: MailProtocol.Imap, server: 'imap.qq.com', port: MAIL_PORT },
  tencentExmail: { protocol: MailProtocol.Imap, server: 'imap.exmail.qq.com', port: MAIL_PORT },
  aliyunQiye: { protocol: MailProtocol.Imap, server: 'imap.qiye.aliyun.com', port: MAIL_PORT },
  neteaseQiye: { protocol: MailProtocol.Imap, server: 'imap.qiye.163.com', port: MAIL_PORT },
  netease163: { protocol: MailProtocol.Imap, server: 'imap.163.com', port: MAIL_PORT },
  other: { protocol: MailProtocol.Imap, server: '', port: null },
};

// 邮箱简历收取's plain constants: the list pages use them without loading the form schemas (api/mailbox.ts).
/** Lengths the settings stay within, shared by the server checks and the form hints. */
export const MAILBOX_LIMITS = { server: 253, account: 100, password: 128, folder: 100 } as const;
/** The folder collected when none is given. */
export const MAILBOX_DEFAULT_FOLDER = 'INBOX';
/** How often enabled mailboxes are collected. */
export const MAILBOX_POLL_MINUTES = 5;
/** A new mailbox (or one whose folder was rebuilt) collects the mails of this many days back. */
export const MAILBOX_FIRST_SYNC_DAYS = 30;
/** Automatic attempts at a mail whose processing broke unexpectedly; then it waits for 重新处理. */
export const MAIL_MAX_ATTEMPTS = 3;
