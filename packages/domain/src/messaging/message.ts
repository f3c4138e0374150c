// A message template of one notification type in every channel, and rendering it for sending.
import { z } from 'zod';
import { isCode } from '../codes/helpers';
import { MessageChannel, messageTemplateTypeLabels, placeholdersOfType, type MessageTemplateType, type Placeholder } from './codes';
import { smsLength } from './sms';
import { checkTemplate, renderTemplate, type TemplateValues } from './template';

/** Longest texts of a template; the SMS limit counts a Chinese character as 2 (smsLength). */
export const MESSAGE_TEMPLATE_LIMITS = { emailSubject: 200, emailBody: 20000, smsContent: 500, appTitle: 100, appContent: 1000 } as const;

export const messageChannelSchema = z.enum(Object.values(MessageChannel) as [MessageChannel, ...MessageChannel[]], { error: '请选择发送方式' });

export const messageTemplateTypeSchema = z.coerce
  .number({ error: '请选择模板类型' })
  .refine((v): v is MessageTemplateType => isCode(messageTemplateTypeLabels, v), '请选择模板类型');

const templateText = (label: string, max: number, allowed: readonly Placeholder[]) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最多${max}个字符`)
    .superRefine((text, ctx) => {
      const problem = checkTemplate(text, allowed);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label}中${problem}` });
    });

const singleLine = (label: string, max: number, allowed: readonly Placeholder[]) =>
  templateText(label, max, allowed).refine((text) => !/[\r\n]/.test(text), `${label}不能换行`);

/**
 * The texts of a template of the type: e-mail subject and HTML body, SMS, in-app title and
 * text, each refusing placeholders the type does not offer.
 */
export function messageTemplateContentSchemaOf(type: MessageTemplateType) {
  const allowed = placeholdersOfType(type);
  return z.object({
    emailSubject: singleLine('邮件主题', MESSAGE_TEMPLATE_LIMITS.emailSubject, allowed),
    emailBody: templateText('邮件正文', MESSAGE_TEMPLATE_LIMITS.emailBody, allowed),
    smsContent: templateText('短信内容', MESSAGE_TEMPLATE_LIMITS.smsContent, allowed).refine(
      (text) => smsLength(text) <= MESSAGE_TEMPLATE_LIMITS.smsContent,
      `短信内容最多${MESSAGE_TEMPLATE_LIMITS.smsContent}个字符（一个汉字算2个）`,
    ),
    appTitle: singleLine('站内信标题', MESSAGE_TEMPLATE_LIMITS.appTitle, allowed),
    appContent: templateText('站内信内容', MESSAGE_TEMPLATE_LIMITS.appContent, allowed),
  });
}
/** The texts of a candidate notification (types 1 to 7). */
export const messageTemplateContentSchema = messageTemplateContentSchemaOf(1);
export type MessageTemplateContent = z.infer<typeof messageTemplateContentSchema>;

/** A template rendered with one recipient's values, ready for the senders and the preview. */
export type RenderedMessage = {
  emailSubject: string;
  emailHtml: string;
  /** The plain-text part of the e-mail, made from the HTML template, values unescaped. */
  emailText: string;
  smsContent: string;
  appTitle: string;
  appContent: string;
};

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The plain text of an HTML template, tokens kept: block ends become line breaks, links keep their address. */
export function htmlTemplateToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, ' ')
    .replace(/<a\b[^>]*?href\s*=\s*["']([^"']*)["'][^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) =>
      label.replace(/<[^>]*>/g, '').trim() === href ? href : `${label}（${href}）`,
    )
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|ul|ol|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Renders every text of a template for one recipient, each in the mode its channel needs. */
export function renderMessage(template: MessageTemplateContent, values: TemplateValues): RenderedMessage {
  return {
    emailSubject: renderTemplate(template.emailSubject, values, { html: false, singleLine: true }),
    emailHtml: renderTemplate(template.emailBody, values, { html: true }),
    emailText: renderTemplate(htmlTemplateToText(template.emailBody), values, { html: false }),
    smsContent: renderTemplate(template.smsContent, values, { html: false }),
    appTitle: renderTemplate(template.appTitle, values, { html: false, singleLine: true }),
    appContent: renderTemplate(template.appContent, values, { html: false }),
  };
}
