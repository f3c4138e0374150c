// Message channels and the lookups the template renderer needs (issue 13; spec section 3).
// The notification types and the 29 placeholders themselves live in codes/notify.ts.
import { codeValues } from '../codes/helpers';
import { templatePlaceholderLabels, templatePlaceholderNames, type TemplatePlaceholder } from '../codes/notify';

/** The ways a message leaves the product. */
export const MessageChannel = { Email: 'email', Sms: 'sms', App: 'app' } as const;
export type MessageChannel = (typeof MessageChannel)[keyof typeof MessageChannel];
export const messageChannelLabels: Record<MessageChannel, string> = { email: '邮件', sms: '短信', app: '站内信' };

const placeholderIds = codeValues(templatePlaceholderLabels);

/** Placeholder id of each variable name (`personName` -> 1). */
export const placeholderIdByName: ReadonlyMap<string, TemplatePlaceholder> = new Map(placeholderIds.map((id) => [templatePlaceholderNames[id], id]));

/** Placeholder id of each Chinese label, to point a user who typed `${候选人姓名}` to `${personName}`. */
export const placeholderIdByLabel: ReadonlyMap<string, TemplatePlaceholder> = new Map(placeholderIds.map((id) => [templatePlaceholderLabels[id], id]));

/** The `${name}` token of a placeholder. */
export function placeholderToken(id: TemplatePlaceholder): string {
  return '${' + templatePlaceholderNames[id] + '}';
}
