// A stored custom field value in words: the one way the detail page, the print layout, the
// shared resume, the exports and the operation history show it.
import { CustomFieldType, type FieldDictionary } from '../codes';
import { isEmptyCustomValue } from './custom-field-value';

/** What of a field's definition its values read by. */
export type CustomValueDef = {
  type: CustomFieldType;
  options: readonly { key: string; label: string }[];
  dictionary: FieldDictionary | null;
};

/** Names of what values refer to; a missing name reads as 账号#3, 附件#5 or the code itself. */
export type CustomValueNames = {
  accountName?: (id: number) => string | undefined;
  fileName?: (id: number) => string | undefined;
  dictionaryName?: (list: FieldDictionary, code: string) => string | undefined;
};

const ids = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** 2026 -> 2026年, 2026-03 -> 2026年03月, 2026-03-08 -> 2026年03月08日 (zero-padded, so text sorts in order). */
export function customDateText(value: string): string {
  const [year, month, day] = value.split('-');
  return `${year}年${month ? `${month}月` : ''}${day ? `${day}日` : ''}`;
}

/** The pieces a value reads as: one per chosen option, colleague or file, one for other types; [] when empty. */
export function customValueParts(def: CustomValueDef, value: unknown, names: CustomValueNames = {}): string[] {
  if (isEmptyCustomValue(value)) return [];
  switch (def.type) {
    case CustomFieldType.YesNo:
      return [value === true ? '是' : '否'];
    case CustomFieldType.SingleChoice:
    case CustomFieldType.MultiChoice:
      return (Array.isArray(value) ? value : [value]).map((k) => def.options.find((o) => o.key === k)?.label ?? String(k));
    case CustomFieldType.Dictionary: {
      const code = String(value);
      return [(def.dictionary && names.dictionaryName?.(def.dictionary, code)) || code];
    }
    case CustomFieldType.Address: {
      const a = value as { cityName?: string | null; detail?: string | null };
      return [[a.cityName, a.detail].filter(Boolean).join(' ')];
    }
    case CustomFieldType.Date:
      return [customDateText(String(value))];
    case CustomFieldType.TeamMember:
      return ids(value).map((id) => names.accountName?.(id) ?? `账号#${id}`);
    case CustomFieldType.Attachment:
      return ids(value).map((id) => names.fileName?.(id) ?? `附件#${id}`);
    default:
      return [String(value)];
  }
}

/** A value as one line of text, its pieces joined by 、; null when empty. */
export function customValueText(def: CustomValueDef, value: unknown, names: CustomValueNames = {}): string | null {
  const parts = customValueParts(def, value, names);
  return parts.length === 0 ? null : parts.join('、');
}
