// 渠道管理 (/user/ditch/channel): the resume channels of a company. The built-in ones (job
// boards and 个人投递) keep their names and can only be shown or hidden; a company adds its
// own (a job fair, a headhunter, a school) with codes from CUSTOM_CHANNEL_CODE_MIN up.
import { z } from 'zod';
import { requiredText } from './common';

/** The first code of a company's own channels; the built-in codes stay below it. */
export const CUSTOM_CHANNEL_CODE_MIN = 10001;
/** The largest channel code a resume accepts. */
export const CHANNEL_CODE_MAX = 99999;
export const CHANNEL_NAME_MAX = 20;
/** Custom channels per company. */
export const CUSTOM_CHANNELS_MAX = 200;

/** A channel as pickers and labels use it. */
export const channelOptionSchema = z.object({
  code: z.number(),
  name: z.string(),
  builtIn: z.boolean(),
  /** Hidden channels are not offered in pickers; resumes that have one still show its name. */
  enabled: z.boolean(),
});
export type ChannelOption = z.infer<typeof channelOptionSchema>;

/** A row of 渠道管理: the channel and how many resumes of the pool came through it. */
export const resumeChannelSchema = channelOptionSchema.extend({
  resumeCount: z.number(),
  createdAt: z.string().nullable(),
});
export type ResumeChannel = z.infer<typeof resumeChannelSchema>;

const channelName = requiredText('渠道名称', CHANNEL_NAME_MAX);

export const channelCreateSchema = z.object({ name: channelName });
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

/** Rename (custom channels only) or show/hide. */
export const channelUpdateSchema = z.object({
  name: channelName.optional(),
  enabled: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: '启用状态须为true或false' }).optional()),
});
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;

export const channelCodeParamsSchema = z.object({
  code: z.coerce.number({ error: '渠道不正确' }).int('渠道不正确').min(1, '渠道不正确').max(CHANNEL_CODE_MAX, '渠道不正确'),
});

