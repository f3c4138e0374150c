// The custom resume field catalogue (/user/manage/resumefield, 380004): add, edit, reorder,
// delete. Removing a field or some of its options clears the values resumes hold, in the same
// transaction, each cleared resume getting a record.
import { randomBytes } from 'node:crypto';
import {
  isChoiceField,
  RESUME_FIELDS_MAX,
  systemNameClash,
  type ResumeField,
  type ResumeFieldCreate,
  type ResumeFieldOption,
  type ResumeFieldOptionInput,
  type ResumeFieldUpdate,
  type ResumeFieldUsage,
} from '@bole/domain';
import type { Db, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { changeOf, namesFor, valueText } from './custom-values';
import * as repo from './fields.repository';
import { insertRecords, type NewRecord } from './repository';
import type { Caller } from './scope';

const RECORD_BATCH = 500;

export function presentField(r: repo.FieldRow): ResumeField {
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    type: r.type,
    required: r.required,
    options: r.options,
    datePrecision: r.datePrecision,
    dictionary: r.dictionary,
    placeholder: r.placeholder,
    help: r.help,
    enabled: r.enabled,
    sort: r.sort,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const rethrowTaken = (error: unknown): never => {
  const constraint = uniqueViolation(error);
  if (constraint === 'resume_field_defs_company_name_uq') throw new AppError('CUSTOM_FIELD_NAME_TAKEN');
  if (constraint === 'resume_field_defs_company_key_uq') throw new AppError('CUSTOM_FIELD_KEY_TAKEN');
  throw error;
};

function assertNameFree(name: string): void {
  const clash = systemNameClash(name);
  if (clash) throw new AppError('CUSTOM_FIELD_NAME_RESERVED', `「${clash}」是系统字段，请换一个名称`);
}

const newKey = (prefix: string, taken: ReadonlySet<string>): string => {
  for (;;) {
    const key = `${prefix}${randomBytes(4).toString('hex')}`;
    if (!taken.has(key)) return key;
  }
};

/** Options as stored: sent keys must be the field's own, new options get a fresh key. */
function optionsOf(sent: readonly ResumeFieldOptionInput[], existing: readonly ResumeFieldOption[] = []): ResumeFieldOption[] {
  const known = new Set(existing.map((o) => o.key));
  const taken = new Set(known);
  return sent.map((o) => {
    if (o.key !== undefined && !known.has(o.key)) throw new AppError('CUSTOM_FIELD_OPTION_UNKNOWN');
    const key = o.key ?? newKey('o', taken);
    taken.add(key);
    return { key, label: o.label };
  });
}

export async function listFieldDefs(db: Db, companyId: number): Promise<ResumeField[]> {
  return (await repo.listFields(db, companyId)).map(presentField);
}

async function fieldOr404(db: Db | Tx, companyId: number, id: number, forUpdate = false): Promise<repo.FieldRow> {
  const row = await repo.findField(db, companyId, id, forUpdate);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createFieldDef(db: Db, companyId: number, body: ResumeFieldCreate): Promise<ResumeField> {
  assertNameFree(body.name);
  const choice = isChoiceField(body.type);
  return db
    .transaction(async (tx) => {
      await lockCompany(tx, 'resume-fields', companyId);
      const { n, maxSort } = await repo.fieldStats(tx, companyId);
      if (n >= RESUME_FIELDS_MAX) throw new AppError('CUSTOM_FIELD_LIMIT');
      const taken = new Set((await repo.listFields(tx, companyId)).map((f) => f.key));
      const row = await repo.insertField(tx, companyId, {
        key: body.key ?? newKey('f', taken),
        name: body.name,
        type: body.type,
        required: body.required,
        options: choice ? optionsOf(body.options ?? []) : [],
        datePrecision: body.type === 'date' ? (body.datePrecision ?? null) : null,
        dictionary: body.type === 'dictionary' ? (body.dictionary ?? null) : null,
        placeholder: body.placeholder ?? null,
        help: body.help ?? null,
        enabled: body.enabled,
        sort: maxSort + 1,
      });
      return presentField(row);
    })
    .catch(rethrowTaken);
}

/** Writes one record per resume whose value of `def` changed from `before` to `after(before)`. */
async function recordRewrites(tx: Tx, caller: Caller, def: repo.FieldRow, rows: readonly { id: number; value: unknown }[], after: (v: unknown) => unknown, note: string, nextDef = def) {
  const names = await namesFor(tx, caller.companyId, [{ def, values: rows.map((r) => r.value) }]);
  const records: NewRecord[] = rows.map((r) => ({
    resumeId: r.id,
    operatorId: caller.accountId,
    operatorName: caller.userName,
    action: 'update',
    changes: [changeOf(def, valueText(def, r.value, names), valueText(nextDef, after(r.value), names))],
    note,
  }));
  for (let i = 0; i < records.length; i += RECORD_BATCH) await insertRecords(tx, caller.companyId, records.slice(i, i + RECORD_BATCH));
}

export async function updateFieldDef(db: Db, caller: Caller, id: number, body: ResumeFieldUpdate): Promise<ResumeField> {
  const { companyId } = caller;
  if (body.name !== undefined) assertNameFree(body.name);
  return db
    .transaction(async (tx) => {
      const current = await fieldOr404(tx, companyId, id, true);
      let options: ResumeFieldOption[] | undefined;
      if (body.options !== undefined) {
        if (!isChoiceField(current.type)) throw new AppError('CUSTOM_FIELD_OPTIONS_UNSUPPORTED');
        if (body.options.length === 0) throw new AppError('VALIDATION', '请至少保留1个选项', { fields: [{ field: 'options', message: '请至少保留1个选项' }] });
        options = optionsOf(body.options, current.options);
        const kept = new Set(options.map((o) => o.key));
        const removed = current.options.filter((o) => !kept.has(o.key)).map((o) => o.key);
        if (removed.length > 0) {
          const rows = await repo.valuesUnder(tx, companyId, current.key, repo.picksAny(current.key, removed));
          const without = (v: unknown) => (Array.isArray(v) ? v.filter((k) => !removed.includes(String(k))) : null);
          const labels = current.options.filter((o) => removed.includes(o.key)).map((o) => `「${o.label}」`).join('');
          await recordRewrites(tx, caller, current, rows, without, `简历字段「${current.name}」删除了选项${labels}，简历上的该选项一并清除`, { ...current, options });
          await repo.removeOptions(tx, companyId, current.key, removed);
        }
      }
      await repo.updateField(tx, companyId, id, {
        name: body.name,
        required: body.required,
        options,
        placeholder: body.placeholder,
        help: body.help,
        enabled: body.enabled,
      });
      return presentField(await fieldOr404(tx, companyId, id));
    })
    .catch(rethrowTaken);
}

/** Deletes a field; resumes holding a value lose it (each with a record). Answers how many. */
export async function deleteFieldDef(db: Db, caller: Caller, id: number): Promise<{ resumeCount: number }> {
  const { companyId } = caller;
  return db.transaction(async (tx) => {
    const def = await fieldOr404(tx, companyId, id, true);
    const rows = await repo.valuesUnder(tx, companyId, def.key, repo.holdsKey(def.key));
    await recordRewrites(tx, caller, def, rows, () => null, `简历字段「${def.name}」已删除，简历上的该字段值一并清除`);
    await repo.removeKey(tx, companyId, def.key);
    await repo.deleteField(tx, companyId, id);
    return { resumeCount: rows.length };
  });
}

/** Puts the company's fields in the given order; the list must name each of them once. */
export async function reorderFieldDefs(db: Db, companyId: number, ids: readonly number[]): Promise<ResumeField[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'resume-fields', companyId);
    const all = await repo.listFields(tx, companyId);
    const known = new Set(all.map((f) => f.id));
    if (ids.some((i) => !known.has(i))) throw new AppError('NOT_FOUND');
    if (new Set(ids).size !== ids.length || ids.length !== all.length) throw new AppError('CUSTOM_FIELD_ORDER_INVALID');
    for (const [index, fieldId] of ids.entries()) await repo.updateField(tx, companyId, fieldId, { sort: index + 1 });
  });
  return listFieldDefs(db, companyId);
}

/** How many resumes hold a value of the field, and (choice types) each option. */
export async function fieldUsage(db: Db, companyId: number, id: number): Promise<ResumeFieldUsage> {
  const def = await fieldOr404(db, companyId, id);
  const [resumeCount, counts] = await Promise.all([
    repo.countHolding(db, companyId, def.key),
    isChoiceField(def.type) ? repo.optionCounts(db, companyId, def.key) : Promise.resolve(new Map<string, number>()),
  ]);
  return { resumeCount, options: def.options.map((o) => ({ key: o.key, label: o.label, count: counts.get(o.key) ?? 0 })) };
}
