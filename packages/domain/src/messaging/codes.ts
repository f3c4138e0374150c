// Message channels, template types and the lookups the template renderer needs (issue 13;
// spec section 3). The seven notification types and the 29 placeholders themselves live in
// codes/notify.ts, the product's own types and placeholders in system.ts.
import { codeValues, isCode } from '../codes/helpers';
import {
  notificationTemplateTypeLabels,
  notificationTemplateTypeOrder,
  templatePlaceholderLabels,
  templatePlaceholderNames,
  type NotificationTemplateType,
  type TemplatePlaceholder,
} from '../codes/notify';
import {
  systemPlaceholderLabels,
  systemPlaceholderNames,
  systemTemplatePlaceholders,
  systemTemplateTypeLabels,
  systemTemplateTypeOrder,
  type SystemPlaceholder,
  type SystemTemplateType,
} from './system';

/** The ways a message leaves the product. */
export const MessageChannel = { Email: 'email', Sms: 'sms', App: 'app' } as const;
export type MessageChannel = (typeof MessageChannel)[keyof typeof MessageChannel];
export const messageChannelLabels: Record<MessageChannel, string> = { email: '邮件', sms: '短信', app: '站内信' };

/** Every template type: the spec's seven candidate notifications and the product's own. */
export type MessageTemplateType = NotificationTemplateType | SystemTemplateType;
export const messageTemplateTypeLabels: Record<MessageTemplateType, string> = { ...notificationTemplateTypeLabels, ...systemTemplateTypeLabels };
/** The order the template list shows: the spec's display order, then the product's own. */
export const messageTemplateTypeOrder: readonly MessageTemplateType[] = [...notificationTemplateTypeOrder, ...systemTemplateTypeOrder];

export function isSystemTemplateType(type: MessageTemplateType): type is SystemTemplateType {
  return isCode(systemTemplateTypeLabels, type);
}

/** Any placeholder a template can hold. */
export type Placeholder = TemplatePlaceholder | SystemPlaceholder;
export const placeholderLabels: Record<Placeholder, string> = { ...templatePlaceholderLabels, ...systemPlaceholderLabels };
export const placeholderNames: Record<Placeholder, string> = { ...templatePlaceholderNames, ...systemPlaceholderNames };

const placeholderIds = codeValues(placeholderLabels);
const specPlaceholderIds = codeValues(templatePlaceholderLabels);

/** Placeholder id of each variable name (`personName` -> 1). */
export const placeholderIdByName: ReadonlyMap<string, Placeholder> = new Map(placeholderIds.map((id) => [placeholderNames[id], id]));

/** Placeholder id of each Chinese label, to point a user who typed `${候选人姓名}` to `${personName}`. */
export const placeholderIdByLabel: ReadonlyMap<string, Placeholder> = new Map(placeholderIds.map((id) => [placeholderLabels[id], id]));

/** The `${name}` token of a placeholder. */
export function placeholderToken(id: Placeholder): string {
  return '${' + placeholderNames[id] + '}';
}

/** The placeholders a template of the type may hold, in the order the picker offers them: the spec's 1 to 29, then the type's own. */
export function placeholdersOfType(type: MessageTemplateType): readonly Placeholder[] {
  return isSystemTemplateType(type) ? [...specPlaceholderIds, ...systemTemplatePlaceholders[type]] : specPlaceholderIds;
}
