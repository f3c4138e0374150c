// 自动化 (/user/seting/automation, 330011) and 提醒设置 (/user/seting/prompt, 330013): the rules a
// company saves, their 执行记录, and the four reminder points (issue 13 items 7 and 8).
import { z } from 'zod';
import { automationTriggerLabels, MessageRecipient, type AutomationTrigger } from '../codes/automation';
import { isCode } from '../codes/helpers';
import { notificationTemplateTypeLabels, REMINDER_DAYS, ReminderPoint, type NotificationTemplateType, type ReminderDays } from '../codes/notify';
import { messageChannelSchema } from '../messaging/message';
import { pageQuerySchema, pageSchema } from './common';

export const AUTOMATION_RULE_NAME_MAX = 30;
export const AUTOMATION_ACTIONS_MAX = 10;
export const AUTOMATION_CONDITION_IDS_MAX = 200;
export const AUTOMATION_RULES_MAX = 100;

/** Triggers whose feature exists; the others are saved and shown but fire once their feature is built. */
export const LIVE_AUTOMATION_TRIGGERS: readonly AutomationTrigger[] = ['pushToDepartment', 'addInterview', 'interviewSignIn', 'interviewEvaluation', 'emailCandidate', 'sendOffer', 'startBackgroundCheck'];
export const AUTOMATION_PENDING_NOTE = '该触发条件对应的功能上线后生效';

/** Whether rules on the trigger fire today. */
export function isLiveTrigger(trigger: AutomationTrigger): boolean {
  return LIVE_AUTOMATION_TRIGGERS.includes(trigger);
}

/** Reminder points whose dates exist; the others wait for their feature. */
export const LIVE_REMINDER_POINTS: readonly ReminderPoint[] = ['beforeInterview', 'afterOfferSent', 'beforeEntry', 'beforeProbationEnd'];
export const REMINDER_PENDING_NOTES: Record<ReminderPoint, string | null> = {
  beforeInterview: null,
  afterOfferSent: null,
  beforeEntry: null,
  beforeProbationEnd: null,
};

const triggerSchema = z.string({ error: '请选择触发条件' }).refine((v): v is AutomationTrigger => isCode(automationTriggerLabels, v), '请选择触发条件');
const recipientSchema = z.enum(Object.values(MessageRecipient) as [MessageRecipient, ...MessageRecipient[]], { error: '收件人不正确' });
const idSchema = (label: string) => z.coerce.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`);
const ids = (label: string) =>
  z
    .array(z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`), { error: `${label}不正确` })
    .max(AUTOMATION_CONDITION_IDS_MAX, `${label}最多选择${AUTOMATION_CONDITION_IDS_MAX}个`)
    .transform((list) => [...new Set(list)])
    .default([]);

/** Which candidates a rule applies to; an empty list means any. */
export const automationConditionsSchema = z.object({
  jobIds: ids('职位'),
  orgIds: ids('部门'),
  stageIds: ids('阶段'),
  channelIds: ids('渠道'),
});
export type AutomationConditionsInput = z.infer<typeof automationConditionsSchema>;

/** The template types a rule can send: the spec's seven candidate notifications. */
export const automationTemplateTypeSchema = z.coerce
  .number({ error: '请选择消息模板' })
  .refine((v): v is NotificationTemplateType => isCode(notificationTemplateTypeLabels, v), '请选择消息模板');

export const automationActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('send'),
      templateType: automationTemplateTypeSchema,
      channels: z.array(messageChannelSchema, { error: '请选择发送方式' }).min(1, '请至少选择一种发送方式').transform((list) => [...new Set(list)]),
      recipients: z.array(recipientSchema, { error: '请选择收件人' }).min(1, '请至少选择一个收件人').transform((list) => [...new Set(list)]),
    }),
    z.object({ kind: z.literal('move'), stageId: idSchema('要移动到的阶段') }),
    z.object({ kind: z.literal('tag'), tagId: idSchema('要添加的标签') }),
  ],
  { error: '请选择执行动作' },
);
export type AutomationActionInput = z.infer<typeof automationActionSchema>;

/** POST /api/automation/rules and PUT /api/automation/rules/:id (the whole rule). */
export const automationRuleSaveSchema = z.object({
  name: z.string({ error: '请输入规则名称' }).trim().min(1, '请输入规则名称').max(AUTOMATION_RULE_NAME_MAX, `规则名称最多${AUTOMATION_RULE_NAME_MAX}个字符`),
  trigger: triggerSchema,
  conditions: automationConditionsSchema.default({ jobIds: [], orgIds: [], stageIds: [], channelIds: [] }),
  actions: z.array(automationActionSchema, { error: '请至少添加一个执行动作' }).min(1, '请至少添加一个执行动作').max(AUTOMATION_ACTIONS_MAX, `执行动作最多${AUTOMATION_ACTIONS_MAX}个`),
  enabled: z.boolean({ error: '启用须为是或否' }).default(true),
});
export type AutomationRuleSave = z.infer<typeof automationRuleSaveSchema>;

/** POST /api/automation/rules/:id/toggle. */
export const automationRuleToggleSchema = z.object({ enabled: z.boolean({ error: '启用须为是或否' }) });
export type AutomationRuleToggle = z.infer<typeof automationRuleToggleSchema>;

const actionOutSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('send'), templateType: z.number(), channels: z.array(messageChannelSchema), recipients: z.array(recipientSchema) }),
  z.object({ kind: z.literal('move'), stageId: z.number() }),
  z.object({ kind: z.literal('tag'), tagId: z.number() }),
]);

/** One rule as the page lists it, with its conditions and actions in words. */
export const automationRuleSchema = z.object({
  id: z.number(),
  name: z.string(),
  trigger: z.string(),
  /** False while the trigger's feature does not exist (AUTOMATION_PENDING_NOTE). */
  live: z.boolean(),
  conditions: z.object({ jobIds: z.array(z.number()), orgIds: z.array(z.number()), stageIds: z.array(z.number()), channelIds: z.array(z.number()) }),
  conditionsText: z.string(),
  actions: z.array(actionOutSchema),
  actionsText: z.array(z.string()),
  enabled: z.boolean(),
  runCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

/** GET /api/automation/runs (执行记录), newest first, of one rule or all. */
export const automationRunQuerySchema = pageQuerySchema.extend({
  ruleId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive('规则不正确').optional()),
});
export type AutomationRunQuery = z.infer<typeof automationRunQuerySchema>;

export const automationRunSchema = z.object({
  id: z.number(),
  ruleId: z.number(),
  ruleName: z.string(),
  trigger: z.string(),
  applicationId: z.number().nullable(),
  outcome: z.enum(['done', 'failed']),
  detail: z.string(),
  createdAt: z.string(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;
export const automationRunPageSchema = pageSchema(automationRunSchema);

export const reminderDaysSchema = z.coerce
  .number({ error: '请选择提前天数' })
  .refine((v): v is ReminderDays => (REMINDER_DAYS as readonly number[]).includes(v), `提醒天数须为${REMINDER_DAYS[0]}-${REMINDER_DAYS[REMINDER_DAYS.length - 1]}天`);

const reminderPointSchema = z.enum(Object.values(ReminderPoint) as [ReminderPoint, ...ReminderPoint[]], { error: '提醒节点不正确' });

/** One reminder point's settings; an enabled one needs a channel and a recipient. */
export const reminderSettingSaveSchema = z
  .object({
    point: reminderPointSchema,
    enabled: z.boolean({ error: '启用须为是或否' }),
    days: reminderDaysSchema,
    channels: z.array(messageChannelSchema, { error: '请选择发送方式' }).transform((list) => [...new Set(list)]),
    recipients: z.array(recipientSchema, { error: '请选择提醒对象' }).transform((list) => [...new Set(list)]),
  })
  .superRefine((s, ctx) => {
    if (!s.enabled) return;
    if (s.channels.length === 0) ctx.addIssue({ code: 'custom', path: ['channels'], message: '请至少选择一种发送方式' });
    if (s.recipients.length === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: '请至少选择一个提醒对象' });
  });
export type ReminderSettingSave = z.infer<typeof reminderSettingSaveSchema>;

/** PUT /api/reminder-settings: the points sent are saved, each at most once. */
export const reminderSettingsSaveSchema = z
  .array(reminderSettingSaveSchema, { error: '提醒设置格式不正确' })
  .min(1, '提醒设置格式不正确')
  .refine((list) => new Set(list.map((s) => s.point)).size === list.length, '每个提醒节点只能设置一次');
export type ReminderSettingsSave = z.infer<typeof reminderSettingsSaveSchema>;

/** GET /api/reminder-settings: all four points, defaults where the company saved none. */
export const reminderSettingSchema = z.object({
  point: reminderPointSchema,
  enabled: z.boolean(),
  days: z.number(),
  channels: z.array(messageChannelSchema),
  recipients: z.array(recipientSchema),
  /** False while the point's feature does not exist (REMINDER_PENDING_NOTES). */
  live: z.boolean(),
});
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;
