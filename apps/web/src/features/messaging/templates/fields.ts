// The editor's fields by tab, and the tab a server or form error belongs to.
import type { MessageTemplateSave } from '@bole/domain';

export type TemplateField = keyof MessageTemplateSave;
export type TemplateTab = 'email' | 'sms' | 'app';

export const TEMPLATE_FIELDS: readonly TemplateField[] = ['emailSubject', 'emailBody', 'smsContent', 'appTitle', 'appContent'];

/** The fields of each tab; the last is where a placeholder goes when no field of the tab was edited. */
export const TAB_FIELDS: Record<TemplateTab, readonly TemplateField[]> = {
  email: ['emailSubject', 'emailBody'],
  sms: ['smsContent'],
  app: ['appTitle', 'appContent'],
};

export function tabOf(field: string): TemplateTab | undefined {
  return (Object.keys(TAB_FIELDS) as TemplateTab[]).find((tab) => (TAB_FIELDS[tab] as readonly string[]).includes(field));
}

/** The five texts of a template, nothing else (the detail carries name, tags and placeholders too). */
export function contentOf(source: MessageTemplateSave): MessageTemplateSave {
  return { emailSubject: source.emailSubject, emailBody: source.emailBody, smsContent: source.smsContent, appTitle: source.appTitle, appContent: source.appContent };
}
