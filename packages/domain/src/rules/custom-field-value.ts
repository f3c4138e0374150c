// What a custom field of each type may hold (简历字段, 职位字段), checked the same way by the
// web form and by the server before a value is stored.
import type { CustomField, CustomFieldValue } from '../api/custom-fields';
import {
  ADDRESS_DETAIL_MAX,
  CustomFieldType,
  DatePrecision,
  FIELD_ATTACHMENTS_MAX,
  fieldDictionaryLabels,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  TEAM_MEMBERS_MAX,
  type FieldDictionary,
} from '../codes';
import { formatPeriod, parsePeriod } from '../derive/calendar';
import { maxTextLengthMessage, textLength } from './text';

export type CustomFieldDef = Pick<CustomField, 'name' | 'type' | 'options' | 'datePrecision' | 'dictionary'>;

/**
 * What the caller knows to check references against; a reference left out is not checked
 * (the web form has no list of a resume's files, the server has them all).
 */
export type CustomFieldRefs = {
  /** The name of a code in a reference list, undefined when the list has no such code. */
  dictionaryName?: (list: FieldDictionary, code: string) => string | undefined;
  /** Active accounts of the company. */
  accountIds?: ReadonlySet<number>;
  /** Files of the record the value belongs to (resumes; other kinds offer no attachment fields). */
  fileIds?: ReadonlySet<number>;
};

/** A value ready to store (null: the field is empty), or why it cannot be. */
export type CustomFieldCheck = { ok: true; value: CustomFieldValue } | { ok: false; message: string };

const ok = (value: CustomFieldValue): CustomFieldCheck => ({ ok: true, value });
const fail = (message: string): CustomFieldCheck => ({ ok: false, message });

/** Whether a value counts as not filled in: null, blank text, an empty list or an address with nothing in it. */
export function isEmptyCustomValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyCustomValue);
  return false;
}

function checkText(value: unknown, max: number, singleLine: boolean): CustomFieldCheck {
  if (typeof value !== 'string' && typeof value !== 'number') return fail('请输入文字');
  let text = String(value).trim();
  if (singleLine) text = text.replace(/\s*[\r\n]+\s*/g, ' ');
  return textLength(text) > max ? fail(maxTextLengthMessage(max)) : ok(text);
}

const YES = new Set<unknown>([true, 'true', '1', 1, '是']);
const NO = new Set<unknown>([false, 'false', '0', 0, '否']);

function checkChoices(def: CustomFieldDef, value: unknown, multi: boolean): CustomFieldCheck {
  const picked = multi ? (Array.isArray(value) ? value : [value]) : [value];
  if (!multi && Array.isArray(value)) return fail('只能选择一项');
  const keys: string[] = [];
  for (const p of picked) {
    // Stored values are option keys; a label is read as its option too, for bodies written by hand.
    const option = def.options.find((o) => o.key === p) ?? def.options.find((o) => o.label === (typeof p === 'string' ? p.trim() : p));
    if (!option) return fail(`「${String(p)}」不是可选的选项`);
    if (!keys.includes(option.key)) keys.push(option.key);
  }
  // Multi-choice values keep the options' order, so the same picks compare equal.
  if (multi) return ok(def.options.map((o) => o.key).filter((k) => keys.includes(k)));
  return ok(keys[0]!);
}

const DATE_PATTERNS: Record<DatePrecision, RegExp> = { year: /^(\d{4})$/, month: /^(\d{4})-(\d{2})$/, day: /^(\d{4})-(\d{2})-(\d{2})$/ };
const DATE_HINTS: Record<DatePrecision, string> = { year: 'YYYY', month: 'YYYY-MM', day: 'YYYY-MM-DD' };

function checkDate(precision: DatePrecision, value: unknown): CustomFieldCheck {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = DATE_PATTERNS[precision].exec(text);
  const message = `日期格式应为${DATE_HINTS[precision]}`;
  if (!m) return fail(message);
  const year = Number(m[1]);
  const month = m[2] === undefined ? 1 : Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || year > 2100) return fail(`${message}，且须是有效的日期`);
  return ok(text);
}

function checkIds(value: unknown, max: number, known: ReadonlySet<number> | undefined, unknownMessage: string, noun: string): CustomFieldCheck {
  const list = Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  for (const v of list) {
    const id = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return fail(`${noun}格式不正确`);
    if (known && !known.has(id)) return fail(unknownMessage);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > max ? fail(`${noun}最多${max}个`) : ok(ids);
}

function checkAddress(value: unknown, refs: CustomFieldRefs): CustomFieldCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('地址格式不正确');
  const a = value as Record<string, unknown>;
  const code = a.cityCode === null || a.cityCode === undefined || a.cityCode === '' ? null : String(a.cityCode).trim();
  const detail = typeof a.detail === 'string' ? a.detail.trim().replace(/\s*[\r\n]+\s*/g, ' ') : a.detail == null ? '' : null;
  if (detail === null) return fail('详细地址须为文字');
  if (textLength(detail) > ADDRESS_DETAIL_MAX) return fail(`详细地址${maxTextLengthMessage(ADDRESS_DETAIL_MAX)}`);
  let cityName = typeof a.cityName === 'string' && a.cityName.trim() !== '' ? a.cityName.trim().slice(0, 50) : null;
  if (code !== null && refs.dictionaryName) {
    const name = refs.dictionaryName('locations', code);
    if (!name) return fail('请选择列表中的省份/城市');
    cityName = name;
  }
  if (code === null && detail === '') return ok(null);
  return ok({ cityCode: code, cityName: code === null ? null : cityName, detail: detail === '' ? null : detail });
}

function checkDictionary(list: FieldDictionary, value: unknown, refs: CustomFieldRefs): CustomFieldCheck {
  if (typeof value !== 'string' && typeof value !== 'number') return fail('请选择一项');
  const code = String(value).trim();
  if (refs.dictionaryName && !refs.dictionaryName(list, code)) return fail(`请选择「${fieldDictionaryLabels[list]}」中的一项`);
  return ok(code);
}

/**
 * Checks and normalises a value for a custom field: text trimmed and within its length
 * (a Chinese character counts 2), yes/no as a boolean, choices as option keys, dates as
 * YYYY / YYYY-MM / YYYY-MM-DD, periods as 'YYYY.MM-YYYY.MM' or 'YYYY.MM-至今', addresses
 * as {cityCode, cityName, detail}, dictionary codes, account ids and file ids. An empty
 * value answers `{ ok: true, value: null }`; whether the field must be filled is the caller's rule.
 */
export function checkCustomFieldValue(def: CustomFieldDef, value: unknown, refs: CustomFieldRefs = {}): CustomFieldCheck {
  if (isEmptyCustomValue(value)) return ok(null);
  switch (def.type) {
    case CustomFieldType.LongText:
      return checkText(value, LONG_TEXT_MAX, false);
    case CustomFieldType.ShortText:
      return checkText(value, SHORT_TEXT_MAX, true);
    case CustomFieldType.YesNo:
      return YES.has(value) ? ok(true) : NO.has(value) ? ok(false) : fail('请选择是或否');
    case CustomFieldType.SingleChoice:
      return checkChoices(def, value, false);
    case CustomFieldType.MultiChoice:
      return checkChoices(def, value, true);
    case CustomFieldType.Date:
      return checkDate(def.datePrecision ?? DatePrecision.Day, value);
    case CustomFieldType.Period: {
      const period = typeof value === 'string' ? parsePeriod(value) : undefined;
      return period ? ok(formatPeriod(period)) : fail('时间段格式应为YYYY.MM-YYYY.MM或YYYY.MM-至今，结束不能早于开始');
    }
    case CustomFieldType.Address:
      return checkAddress(value, refs);
    case CustomFieldType.Dictionary:
      return def.dictionary ? checkDictionary(def.dictionary, value, refs) : fail('该字段未设置数据字典');
    case CustomFieldType.TeamMember:
      return checkIds(value, TEAM_MEMBERS_MAX, refs.accountIds, '所选同事不存在或已停用', '团队成员');
    case CustomFieldType.Attachment:
      return checkIds(value, FIELD_ATTACHMENTS_MAX, refs.fileIds, '所选附件不属于这份简历', '附件');
  }
}
