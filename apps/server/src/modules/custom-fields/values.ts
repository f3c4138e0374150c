// Custom field values of one record against its kind's definitions: what a body may set
// (known, enabled keys with values of the field's type), the merged result, and the changes
// as an operation history shows them.
import {
  checkCustomFieldValue,
  CustomFieldType,
  isEmptyCustomValue,
  customValueText,
  type CustomFieldRefs,
  type CustomFieldValue,
  type CustomFieldValues,
  type CustomValueNames,
  type ErrorKey,
  type FieldDictionary,
  type ResumeChange,
} from '@bole/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { BASEDATA_LISTS } from '../basedata/data';
import { accounts } from '../company/tables';
import { changeOf, type FieldHost } from './host';
import { listFields } from './repository';
import type { FieldRow } from './tables';

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

export const valueIds = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

/** Names of the accounts (disabled ones too), files and codes the given values of the given fields refer to, to print them. */
export async function namesFor(db: DbOrTx, host: FieldHost, companyId: number, pairs: readonly { def: FieldRow; values: readonly unknown[] }[]): Promise<CustomValueNames> {
  const accountIds = new Set<number>();
  const fileIds = new Set<number>();
  for (const { def, values } of pairs) {
    const into = def.type === CustomFieldType.TeamMember ? accountIds : def.type === CustomFieldType.Attachment ? fileIds : null;
    if (into) for (const v of values) for (const id of valueIds(v)) into.add(id);
  }
  // One after the other: `db` may be a transaction, whose connection takes one query at a time.
  const accountRows = accountIds.size ? await db.select({ id: accounts.id, name: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, [...accountIds]))) : [];
  const files = fileIds.size && host.files ? await host.files.namesOf(db, companyId, [...fileIds]) : new Map<number, string>();
  const accountNames = new Map(accountRows.map((r) => [r.id, r.name]));
  return { accountName: (id) => accountNames.get(id), fileName: (id) => files.get(id), dictionaryName };
}

/** Whose values and which: a new record (`ownerId` null, no files yet) or a stored one. */
export type CustomValuesInput = {
  companyId: number;
  ownerId: number | null;
  stored: CustomFieldValues;
  sent: Readonly<Record<string, unknown>>;
  /** Whether enabled required fields must hold a value afterwards. */
  enforceRequired: boolean;
};

// The message names the field; the form shows the bare reason under the field itself.
const invalid = (key: ErrorKey, field: string, message: string, reason = message) => new AppError(key, message, { fields: [{ field: `customFields.${field}`, message: reason }] });

async function refsFor(db: DbOrTx, host: FieldHost, input: CustomValuesInput, types: Set<string>): Promise<CustomFieldRefs> {
  const refs: CustomFieldRefs = { dictionaryName };
  if (types.has(CustomFieldType.TeamMember)) {
    const rows = await db.select({ id: accounts.id }).from(accounts).where(inCompany(accounts, input.companyId, eq(accounts.status, 1)));
    refs.accountIds = new Set(rows.map((r) => r.id));
  }
  if (types.has(CustomFieldType.Attachment)) {
    refs.fileIds = input.ownerId === null || !host.files ? new Set() : await host.files.idsOf(db, input.companyId, input.ownerId);
  }
  return refs;
}

/**
 * Checks the custom values a body sends and merges them into the stored ones: keys sent
 * replace theirs, empty values remove theirs, keys not sent (disabled fields' values too)
 * stay. Unknown or disabled keys and values of the wrong type answer 400 naming the field.
 */
export async function resolveCustomValues(db: DbOrTx, host: FieldHost, input: CustomValuesInput): Promise<{ value: CustomFieldValues; changes: ResumeChange[] }> {
  const defs = await listFields(db, host.defs, input.companyId);
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const sent = Object.entries(input.sent).filter(([key, v]) => {
    const def = byKey.get(key);
    if (!def) throw invalid('CUSTOM_FIELD_UNKNOWN', key, `${host.noun}「${key}」不存在，请刷新页面后重试`);
    // A disabled field's value is kept; sending it back empty is not a change.
    if (!def.enabled && !isEmptyCustomValue(v)) throw invalid('CUSTOM_FIELD_DISABLED', key, `${host.noun}「${def.name}」已停用，不能填写`);
    return def.enabled;
  });
  const refs = await refsFor(db, host, input, new Set(sent.filter(([, v]) => !isEmptyCustomValue(v)).map(([key]) => byKey.get(key)!.type)));
  const value: Record<string, CustomFieldValue> = { ...input.stored };
  const touched: FieldRow[] = [];
  for (const [key, raw] of sent) {
    const def = byKey.get(key)!;
    if (input.ownerId === null && def.type === CustomFieldType.Attachment && !isEmptyCustomValue(raw)) {
      throw invalid('CUSTOM_FIELD_INVALID', key, `「${def.name}」请在保存${host.recordNoun}后上传附件`, `请在保存${host.recordNoun}后上传附件`);
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
  const names = await namesFor(db, host, input.companyId, touched.map((def) => ({ def, values: [input.stored[def.key], value[def.key]] })));
  const changes = touched
    .map((def) => changeOf(def, customValueText(def, input.stored[def.key], names), customValueText(def, value[def.key], names)))
    .filter((c) => c.before !== c.after);
  return { value, changes };
}
