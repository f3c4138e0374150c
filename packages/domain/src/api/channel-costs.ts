// 渠道费用 (/user/ditch/channel, 400001): what the company spent on a resume channel in a month,
// one amount per channel and month, in 元 as typed and kept as integer fen. 渠道分析 spreads a
// month's amount over its days to count the cost of a period (rules/channel-cost.ts).
import { z } from 'zod';
import { maxTextLength } from '../rules/text';
import { pageQuerySchema, pageSchema } from './common';
import { yuanToFenSchema } from './offer';
import { CHANNEL_CODE_MAX } from './resume-channels';

/** 备注 of a cost, counted with a Chinese character as 2 (spec section 5). */
export const CHANNEL_COST_NOTE_MAX = 200;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Whether a text is a month as YYYY-MM. */
export const isMonthText = (v: string) => MONTH.test(v) && Number(v.slice(0, 4)) >= 2000;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const month = (label: string) => z.string({ error: `请选择${label}` }).trim().refine(isMonthText, `${label}须为年月，如2026-03`);
const channel = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blank(v)),
  z.number({ error: '请选择渠道' }).int('渠道不正确').min(1, '渠道不正确').max(CHANNEL_CODE_MAX, '渠道不正确'),
);
const amount = yuanToFenSchema('费用').refine((fen) => fen > 0, '费用须大于0元');
const note = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z.string({ error: '备注须为文字' }).trim().check(maxTextLength(CHANNEL_COST_NOTE_MAX)).nullable(),
);

/** POST /api/resume-channels/costs: `amount` in 元 (up to two decimals) comes out as fen. */
export const channelCostCreateSchema = z.object({ channel, month: month('月份'), amount, note: note.optional().default(null) });
export type ChannelCostCreate = z.infer<typeof channelCostCreateSchema>;

/** PATCH /api/resume-channels/costs/:id: any of the fields. */
export const channelCostUpdateSchema = z.object({ channel: channel.optional(), month: month('月份').optional(), amount: amount.optional(), note: note.optional() });
export type ChannelCostUpdate = z.infer<typeof channelCostUpdateSchema>;

export const channelCostSchema = z.object({
  id: z.number(),
  channel: z.number(),
  channelName: z.string(),
  month: z.string(),
  amountFen: z.number(),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type ChannelCost = z.infer<typeof channelCostSchema>;
export const channelCostPageSchema = pageSchema(channelCostSchema);

/** GET /api/resume-channels/costs: latest month first, optionally from/to a month and of one channel. */
export const channelCostQuerySchema = z
  .object({
    fromMonth: z.preprocess(blank, month('开始月份').optional()),
    toMonth: z.preprocess(blank, month('结束月份').optional()),
    channel: z.preprocess(blank, channel.optional()),
  })
  .extend(pageQuerySchema.shape)
  .superRefine((q, ctx) => {
    if (q.fromMonth && q.toMonth && q.fromMonth > q.toMonth) ctx.addIssue({ code: 'custom', path: ['toMonth'], message: '结束月份不能早于开始月份' });
  });
export type ChannelCostQuery = z.infer<typeof channelCostQuerySchema>;
