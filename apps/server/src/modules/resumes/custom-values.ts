// Custom field values of a resume against the company's definitions: what a body may set
// (known, enabled keys with values of the field's type), the merged result, and the changes
// as the resume records show them (the field's name as label).
import {
  checkCustomFieldValue,
  CustomFieldType,
  isEmptyCustomValue,
  type CustomAddress,
  type CustomFieldRefs,
  type CustomFieldValue,
  type ErrorKey,
  type FieldDictionary,
  type ResumeChange,
  type ResumeCustomFields,
} from '@bole/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { BASEDATA_LISTS } from '../basedata/data';
import { accounts } from '../company/tables';
import { listFields, type FieldRow } from './fields.repository';
import { resumeFiles } from './tables';

const dictionaries = new Map<string, Map<string, string>>();

/** The name of a code in a reference list (lists are loaded once per process). */
export function dictionaryName(list: FieldDictionary, code: string): string | undefined {
  let names = dictionaries.get(list);
  if (!names) {
    names = new Map((BASEDATA_LISTS[list] as readonly { code: string; name: string }[]).map((i) => [i.code, i.name]));
    dictionaries.set(list, names);
  }
  return names.get(code);
}

/** Names of the ids custom values refer to, to print them. */
export type ValueNames = { accounts: ReadonlyMap<number, string>; files: ReadonlyMap<number, string> };

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

/** Account names (disabled accounts too) and file names referred to by the given values of the given fields. */
export async function namesFor(db: DbOrTx, companyId: number, pairs: readonly { def: FieldRow; values: readonly unknown[] }[]): Promise<ValueNames> {
  const accountIds = new Set<number>();
  const fileIds = new Set<number>();
  for (const { def, values } of pairs) {
    const into = def.type === CustomFieldType.TeamMember ? accountIds : def.type === CustomFieldType.Attachment ? fileIds : null;
    if (into) for (const v of values) for (const id of ids(v)) into.add(id);
  }
  // One after the other: `db` may be a transaction, whose connection takes one query at a time.
  const accountRows = accountIds.size ? await db.select({ id: accounts.id, name: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, [...accountIds]))) : [];
  const fileRows = fileIds.size ? await db.select({ id: resumeFiles.id, name: resumeFiles.fileName }).from(resumeFiles).where(inCompany(resumeFiles, companyId, inArray(resumeFiles.id, [...fileIds]))) : [];
  return { accounts: new Map(accountRows.map((r) => [r.id, r.name])), files: new Map(fileRows.map((r) => [r.id, r.name])) };
}

/** A stored value as the operation history prints it; null when empty. */
export function valueText(def: FieldRow, value: unknown, names: ValueNames): string | null {
  if (isEmptyCustomValue(value)) return null;
  switch (def.type) {
    case CustomFieldType.YesNo:
      return value === true ? '是' : '否';
    case CustomFieldType.SingleChoice:
    case CustomFieldType.MultiChoice:
      return (Array.isArray(value) ? value : [value]).map((k) => def.options.find((o) => o.key === k)?.label ?? String(k)).join('、');
    case CustomFieldType.Dictionary:
      return (def.dictionary && dictionaryName(def.dictionary, String(value))) || String(value);
    case CustomFieldType.Address: {
      const a = value as CustomAddress;
      return [a.cityName, a.detail].filter(Boolean).join(' ');
    }
    case CustomFieldType.TeamMember:
      return ids(value).map((id) => names.accounts.get(id) ?? `账号#${id}`).join('、');
    case CustomFieldType.Attachment:
      return ids(value).map((id) => names.files.get(id) ?? `附件#${id}`).join('、');
    default:
      return String(value);
  }
}

/** One change of a custom field for the resume records. */
export const changeOf = (def: FieldRow, before: string | null, after: string | null): ResumeChange => ({ field: `customFields.${def.key}`, label: def.name, before, after });

/** Who is asking and about which resume: a new one (`resumeId` null, no files yet) or a stored one. */
export type CustomFieldsInput = {
  companyId: number;
  resumeId: number | null;
  stored: ResumeCustomFields;
  sent: Readonly<Record<string, unknown>>;
  // PATCH checks required fields when custom fields are sent; POST leaves that to the form.
  enforceRequired: boolean;
};

// The message names the field; the form shows the bare reason under the field itself.
const invalid = (key: ErrorKey, field: string, message: string, reason = message) => new AppError(key, message, { fields: [{ field: `customFields.${field}`, message: reason }] });

async function refsFor(db: DbOrTx, input: CustomFieldsInput, types: Set<string>): Promise<CustomFieldRefs> {
  const refs: CustomFieldRefs = { dictionaryName };
  if (types.has(CustomFieldType.TeamMember)) {
    const rows = await db.select({ id: accounts.id }).from(accounts).where(inCompany(accounts, input.companyId, eq(accounts.status, 1)));
    refs.accountIds = new Set(rows.map((r) => r.id));
  }
  if (types.has(CustomFieldType.Attachment)) {
    const rows = input.resumeId === null ? [] : await db.select({ id: resumeFiles.id }).from(resumeFiles).where(and(inCompany(resumeFiles, input.companyId), eq(resumeFiles.resumeId, input.resumeId)));
    refs.fileIds = new Set(rows.map((r) => r.id));
  }
  return refs;
}

/**
 * Checks the custom values a body sends and merges them into the stored ones: keys sent
 * replace theirs, empty values remove theirs, keys not sent (disabled fields' values too)
 * stay. Unknown or disabled keys and values of the wrong type answer 400 naming the field.
 */
export async function resolveCustomFields(db: DbOrTx, input: CustomFieldsInput): Promise<{ value: ResumeCustomFields; changes: ResumeChange[] }> {
  const defs = await listFields(db, input.companyId);
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const sent = Object.entries(input.sent).filter(([key, v]) => {
    const def = byKey.get(key);
    if (!def) throw invalid('CUSTOM_FIELD_UNKNOWN', key, `简历字段「${key}」不存在，请刷新页面后重试`);
    // A disabled field's value is kept; sending it back empty is not a change.
    if (!def.enabled && !isEmptyCustomValue(v)) throw invalid('CUSTOM_FIELD_DISABLED', key, `简历字段「${def.name}」已停用，不能填写`);
    return def.enabled;
  });
  const refs = await refsFor(db, input, new Set(sent.filter(([, v]) => !isEmptyCustomValue(v)).map(([key]) => byKey.get(key)!.type)));
  const value: Record<string, CustomFieldValue> = { ...input.stored };
  const touched: FieldRow[] = [];
  for (const [key, raw] of sent) {
    const def = byKey.get(key)!;
    if (input.resumeId === null && def.type === CustomFieldType.Attachment && !isEmptyCustomValue(raw)) {
      throw invalid('CUSTOM_FIELD_INVALID', key, `「${def.name}」请在保存简历后上传附件`, '请在保存简历后上传附件');
    }
    const checked = checkCustomFieldValue(def, raw, refs);
    if (!checked.ok) throw invalid('CUSTOM_FIELD_INVALID', key, `${def.name}：${checked.message}`, checked.message);
    if (checked.value === null) delete value[key];
    else value[key] = checked.value;
    touched.push(def);
  }
  if (input.enforceRequired) {
    const missing = defs.find((d) => d.enabled && d.required && isEmptyCustomValue(value[d.key]));
    if (missing) throw invalid('CUSTOM_FIELD_MISSING', missing.key, `请填写「${missing.name}」`, `请填写${missing.name}`);
  }
  const names = await namesFor(db, input.companyId, touched.map((def) => ({ def, values: [input.stored[def.key], value[def.key]] })));
  const changes = touched
    .map((def) => changeOf(def, valueText(def, input.stored[def.key], names), valueText(def, value[def.key], names)))
    .filter((c) => c.before !== c.after);
  return { value, changes };
}

/** The custom values without a deleted file of the resume; null when no attachment field held it. */
export async function customFieldsWithoutFile(db: DbOrTx, companyId: number, stored: ResumeCustomFields, fileId: number): Promise<ResumeCustomFields | null> {
  const holding = (await listFields(db, companyId)).filter((d) => d.type === CustomFieldType.Attachment && ids(stored[d.key]).includes(fileId));
  if (holding.length === 0) return null;
  const next: Record<string, CustomFieldValue> = { ...stored };
  for (const d of holding) {
    const left = ids(stored[d.key]).filter((id) => id !== fileId);
    if (left.length > 0) next[d.key] = left;
    else delete next[d.key];
  }
  return next;
}
