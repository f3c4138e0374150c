// One record kind's custom field catalogue (简历字段, 职位字段): add, edit, reorder, delete.
// Removing a field or some of its options clears the values records hold, in the same
// transaction (the kind may record each rewrite, see FieldHost.onRewrite).
import { randomBytes } from 'node:crypto';
import {
  CUSTOM_FIELDS_MAX,
  isChoiceField,
  type CustomField,
  type CustomFieldCreate,
  type CustomFieldOption,
  type CustomFieldOptionInput,
  type CustomFieldUpdate,
} from '@bole/domain';
import { getTableName } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import type { CatalogueCaller, FieldHost } from './host';
import * as repo from './repository';
import type { FieldRow } from './tables';

export function presentField(r: FieldRow): CustomField {
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

const rethrowTaken = (host: FieldHost) => (error: unknown): never => {
  const constraint = uniqueViolation(error);
  const table = getTableName(host.defs);
  if (constraint === `${table}_company_name_uq`) throw new AppError('CUSTOM_FIELD_NAME_TAKEN', `已有同名的${host.noun}`);
  if (constraint === `${table}_company_key_uq`) throw new AppError('CUSTOM_FIELD_KEY_TAKEN');
  throw error;
};

function assertNameFree(host: FieldHost, name: string): void {
  const clash = host.nameClash(name);
  if (clash) throw new AppError('CUSTOM_FIELD_NAME_RESERVED', `「${clash}」是系统字段，请换一个名称`);
}

const newKey = (prefix: string, taken: ReadonlySet<string>): string => {
  for (;;) {
    const key = `${prefix}${randomBytes(4).toString('hex')}`;
    if (!taken.has(key)) return key;
  }
};

/** Options as stored: sent keys must be the field's own, new options get a fresh key. */
function optionsOf(sent: readonly CustomFieldOptionInput[], existing: readonly CustomFieldOption[] = []): CustomFieldOption[] {
  const known = new Set(existing.map((o) => o.key));
  const taken = new Set(known);
  return sent.map((o) => {
    if (o.key !== undefined && !known.has(o.key)) throw new AppError('CUSTOM_FIELD_OPTION_UNKNOWN');
    const key = o.key ?? newKey('o', taken);
    taken.add(key);
    return { key, label: o.label };
  });
}

const lockTopic = (host: FieldHost) => `custom-fields:${getTableName(host.defs)}`;

export async function listFieldDefs(db: Db, host: FieldHost, companyId: number): Promise<CustomField[]> {
  return (await repo.listFields(db, host.defs, companyId)).map(presentField);
}

async function fieldOr404(db: DbOrTx, host: FieldHost, companyId: number, id: number, forUpdate = false): Promise<FieldRow> {
  const row = await repo.findField(db, host.defs, companyId, id, forUpdate);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createFieldDef(db: Db, host: FieldHost, companyId: number, body: CustomFieldCreate): Promise<CustomField> {
  assertNameFree(host, body.name);
  const choice = isChoiceField(body.type);
  return db
    .transaction(async (tx) => {
      await lockCompany(tx, lockTopic(host), companyId);
      const { n, maxSort } = await repo.fieldStats(tx, host.defs, companyId);
      if (n >= CUSTOM_FIELDS_MAX) throw new AppError('CUSTOM_FIELD_LIMIT', `${host.noun}最多${CUSTOM_FIELDS_MAX}个`);
      const taken = new Set((await repo.listFields(tx, host.defs, companyId)).map((f) => f.key));
      const row = await repo.insertField(tx, host.defs, companyId, {
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
    .catch(rethrowTaken(host));
}

export async function updateFieldDef(db: Db, host: FieldHost, caller: CatalogueCaller, id: number, body: CustomFieldUpdate): Promise<CustomField> {
  const { companyId } = caller;
  if (body.name !== undefined) assertNameFree(host, body.name);
  return db
    .transaction(async (tx) => {
      const current = await fieldOr404(tx, host, companyId, id, true);
      let options: CustomFieldOption[] | undefined;
      if (body.options !== undefined) {
        if (!isChoiceField(current.type)) throw new AppError('CUSTOM_FIELD_OPTIONS_UNSUPPORTED');
        if (body.options.length === 0) throw new AppError('VALIDATION', '请至少保留1个选项', { fields: [{ field: 'options', message: '请至少保留1个选项' }] });
        options = optionsOf(body.options, current.options);
        const kept = new Set(options.map((o) => o.key));
        const removed = current.options.filter((o) => !kept.has(o.key)).map((o) => o.key);
        if (removed.length > 0) {
          const rows = await repo.valuesUnder(tx, host.holder, companyId, current.key, repo.picksAny(host.holder, current.key, removed));
          const labels = current.options.filter((o) => removed.includes(o.key)).map((o) => `「${o.label}」`).join('');
          await host.onRewrite?.(tx, caller, {
            def: current,
            nextDef: { ...current, options },
            rows,
            after: (v) => (Array.isArray(v) ? v.filter((k) => !removed.includes(String(k))) : null),
            note: `${host.noun}「${current.name}」删除了选项${labels}，${host.recordNoun}上的该选项一并清除`,
          });
          await repo.removeOptions(tx, host.holder, companyId, current.key, removed);
        }
      }
      await repo.updateField(tx, host.defs, companyId, id, {
        name: body.name,
        required: body.required,
        options,
        placeholder: body.placeholder,
        help: body.help,
        enabled: body.enabled,
      });
      return presentField(await fieldOr404(tx, host, companyId, id));
    })
    .catch(rethrowTaken(host));
}

/** Deletes a field; records holding a value lose it. Answers how many. */
export async function deleteFieldDef(db: Db, host: FieldHost, caller: CatalogueCaller, id: number): Promise<{ count: number }> {
  const { companyId } = caller;
  return db.transaction(async (tx: Tx) => {
    const def = await fieldOr404(tx, host, companyId, id, true);
    const rows = await repo.valuesUnder(tx, host.holder, companyId, def.key, repo.holdsKey(host.holder, def.key));
    await host.onRewrite?.(tx, caller, { def, nextDef: def, rows, after: () => null, note: `${host.noun}「${def.name}」已删除，${host.recordNoun}上的该字段值一并清除` });
    await repo.removeKey(tx, host.holder, companyId, def.key);
    await repo.deleteField(tx, host.defs, companyId, id);
    return { count: rows.length };
  });
}

/** Puts the company's fields in the given order; the list must name each of them once. */
export async function reorderFieldDefs(db: Db, host: FieldHost, companyId: number, ids: readonly number[]): Promise<CustomField[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, lockTopic(host), companyId);
    const all = await repo.listFields(tx, host.defs, companyId);
    const known = new Set(all.map((f) => f.id));
    if (ids.some((i) => !known.has(i))) throw new AppError('NOT_FOUND');
    if (new Set(ids).size !== ids.length || ids.length !== all.length) throw new AppError('CUSTOM_FIELD_ORDER_INVALID', `排序须包含全部${host.noun}，且不能重复`);
    for (const [index, fieldId] of ids.entries()) await repo.updateField(tx, host.defs, companyId, fieldId, { sort: index + 1 });
  });
  return listFieldDefs(db, host, companyId);
}

/** How many records hold a value of the field, and (choice types) each option. */
export async function fieldUsage(db: Db, host: FieldHost, companyId: number, id: number): Promise<{ count: number; options: { key: string; label: string; count: number }[] }> {
  const def = await fieldOr404(db, host, companyId, id);
  const [count, counts] = await Promise.all([
    repo.countHolding(db, host.holder, companyId, def.key),
    isChoiceField(def.type) ? repo.optionCounts(db, host.holder, companyId, def.key) : Promise.resolve(new Map<string, number>()),
  ]);
  return { count, options: def.options.map((o) => ({ key: o.key, label: o.label, count: counts.get(o.key) ?? 0 })) };
}
