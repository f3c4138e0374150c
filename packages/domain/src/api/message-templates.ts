import { z } from 'zod';
import { messageTemplateTypeSchema } from '../messaging/message';
import { idSchema } from './common';

// 邮件模板 (/user/template/email) and 候选人邮件预览 (/recruit/preview/candidateemail): the
// company's texts of each template type in every channel, and a preview rendered with a real
// candidate's data through the one renderer.

/** Which list a template type is shown in: the spec's candidate notifications, or the product's own. */
export const MESSAGE_TEMPLATE_GROUPS = ['candidate', 'system'] as const;
export type MessageTemplateGroup = (typeof MESSAGE_TEMPLATE_GROUPS)[number];
export const messageTemplateGroupLabels: Record<MessageTemplateGroup, string> = { candidate: '候选人通知', system: '系统通知' };

export const messageTemplateParamsSchema = z.object({ type: messageTemplateTypeSchema });

/**
 * PUT /api/message-templates/:type: the five texts. Only their shape is checked here; the
 * server checks them with messageTemplateContentSchemaOf(type), which knows the type's placeholders.
 */
export const messageTemplateSaveSchema = z.object({
  emailSubject: z.string({ error: '请输入邮件主题' }),
  emailBody: z.string({ error: '请输入邮件正文' }),
  smsContent: z.string({ error: '请输入短信内容' }),
  appTitle: z.string({ error: '请输入站内信标题' }),
  appContent: z.string({ error: '请输入站内信内容' }),
});
export type MessageTemplateSave = z.infer<typeof messageTemplateSaveSchema>;

/** One template type as the list shows it: the company's texts, or the default when it kept that (`customized` false, `updatedAt` null). */
export const messageTemplateSchema = messageTemplateSaveSchema.extend({
  type: z.number(),
  name: z.string(),
  group: z.enum(MESSAGE_TEMPLATE_GROUPS),
  customized: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** A placeholder the picker offers: id, Chinese label and the `${name}` token it inserts. */
export const messageTemplatePlaceholderSchema = z.object({ id: z.number(), label: z.string(), token: z.string() });
export type MessageTemplatePlaceholder = z.infer<typeof messageTemplatePlaceholderSchema>;

/** GET /api/message-templates/:type: the template with the placeholders its type allows. */
export const messageTemplateDetailSchema = messageTemplateSchema.extend({ placeholders: z.array(messageTemplatePlaceholderSchema) });
export type MessageTemplateDetail = z.infer<typeof messageTemplateDetailSchema>;

/**
 * POST /api/message-templates/:type/preview: `content` previews unsaved texts (checked as on
 * save), else the saved template; `applicationId` picks the candidate, else the most recent one.
 */
export const messageTemplatePreviewRequestSchema = z.object({
  content: messageTemplateSaveSchema.optional(),
  applicationId: idSchema.optional(),
});
export type MessageTemplatePreviewRequest = z.infer<typeof messageTemplatePreviewRequestSchema>;

/** The candidate a preview was rendered for; null when the company has none and sample values were used. */
export const previewCandidateSchema = z.object({ applicationId: z.number(), name: z.string(), jobName: z.string() });
export type PreviewCandidate = z.infer<typeof previewCandidateSchema>;

export const messageTemplatePreviewSchema = z.object({
  emailSubject: z.string(),
  emailHtml: z.string(),
  emailText: z.string(),
  smsContent: z.string(),
  /** The SMS length, a Chinese character counting 2 (smsLength). */
  smsLength: z.number(),
  appTitle: z.string(),
  appContent: z.string(),
  /** The From line the mail would carry; null when no mail server is set and it would only land in 发送记录. */
  sender: z.string().nullable(),
  candidate: previewCandidateSchema.nullable(),
});
export type MessageTemplatePreview = z.infer<typeof messageTemplatePreviewSchema>;

/** GET /api/message-templates/preview-candidates?keyword=: the candidates a preview may use, most recent first. */
export const previewCandidateQuerySchema = z.object({
  keyword: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(30, '最多30个字符').optional()),
});
export type PreviewCandidateQuery = z.infer<typeof previewCandidateQuerySchema>;
