// Queries of one record kind's custom field definitions and of the values its records keep
// under the fields' keys (a jsonb column of the record table, the "holder").
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { CustomFieldDefsTable, FieldRow, FieldValues } from './tables';

/** The table whose rows keep custom values: its id, company and jsonb values columns. */
export type ValueHolder = { table: PgTable; id: PgColumn; companyId: PgColumn; values: PgColumn };

/** The company's fields in display order. */
export async function listFields(db: DbOrTx, defs: CustomFieldDefsTable, companyId: number): Promise<FieldRow[]> {
  return db.select().from(defs).where(inCompany(defs, companyId)).orderBy(asc(defs.sort), asc(defs.id));
}

export async function findField(db: DbOrTx, defs: CustomFieldDefsTable, companyId: number, id: number, forUpdate = false): Promise<FieldRow | undefined> {
  const query = db.select().from(defs).where(inCompany(defs, companyId, eq(defs.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertField(db: DbOrTx, defs: CustomFieldDefsTable, companyId: number, values: FieldValues): Promise<FieldRow> {
  const [row] = await db
    .insert(defs)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function updateField(db: DbOrTx, defs: CustomFieldDefsTable, companyId: number, id: number, patch: Partial<FieldValues>): Promise<void> {
  await db.update(defs).set(patch).where(inCompany(defs, companyId, eq(defs.id, id)));
}

export async function deleteField(db: DbOrTx, defs: CustomFieldDefsTable, companyId: number, id: number): Promise<void> {
  await db.delete(defs).where(inCompany(defs, companyId, eq(defs.id, id)));
}

export async function fieldStats(db: DbOrTx, defs: CustomFieldDefsTable, companyId: number): Promise<{ n: number; maxSort: number }> {
  const [row] = await db
    .select({ n: count(), maxSort: sql<number>`coalesce(max(${defs.sort}), 0)::int` })
    .from(defs)
    .where(inCompany(defs, companyId));
  return { n: row?.n ?? 0, maxSort: row?.maxSort ?? 0 };
}

/** Records (deleted ones included) holding a value under the key. */
export const holdsKey = (holder: ValueHolder, key: string): SQL => sql`${holder.values} ? ${key}`;

export async function countHolding(db: DbOrTx, holder: ValueHolder, companyId: number, key: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(holder.table).where(inCompany(holder, companyId, holdsKey(holder, key)));
  return row?.n ?? 0;
}

/** How many records hold each option key of a choice field (a multi-choice value counts once per option). */
export async function optionCounts(db: DbOrTx, holder: ValueHolder, companyId: number, key: string): Promise<Map<string, number>> {
  const value = sql`${holder.values} -> ${key}`;
  const rows = await db.execute<{ k: string; n: number }>(sql`
    select k, count(*)::int as n
    from ${holder.table}, jsonb_array_elements_text(case when jsonb_typeof(${value}) = 'array' then ${value} else jsonb_build_array(${value}) end) k
    where ${inCompany(holder, companyId, holdsKey(holder, key))}
    group by k`);
  return new Map(rows.rows.map((r) => [r.k, r.n]));
}

/** The values stored under a key, per record, for the rows matching `where`. */
export async function valuesUnder(db: DbOrTx, holder: ValueHolder, companyId: number, key: string, where: SQL): Promise<{ id: number; value: unknown }[]> {
  const rows = await db
    .select({ id: holder.id, value: sql<unknown>`${holder.values} -> ${key}` })
    .from(holder.table)
    .where(and(inCompany(holder, companyId), where));
  return rows as { id: number; value: unknown }[];
}

// An UPDATE names its column unqualified in SET; the WHERE may use the qualified ones.
const setValues = (db: DbOrTx, holder: ValueHolder, value: SQL, where: SQL) =>
  db.execute(sql`update ${holder.table} set ${sql.identifier(holder.values.name)} = ${value} where ${where}`);

/** Removes the key from every record of the company holding it. */
export async function removeKey(db: DbOrTx, holder: ValueHolder, companyId: number, key: string): Promise<void> {
  await setValues(db, holder, sql`${holder.values} - ${key}`, inCompany(holder, companyId, holdsKey(holder, key)));
}

const textArray = (items: readonly string[]) => sql`array[${sql.join(items.map((k) => sql`${k}`), sql`, `)}]::text[]`;

/** Condition: the value under the key picks one of the option keys (a string matches itself). */
export function picksAny(holder: ValueHolder, key: string, optionKeys: readonly string[]): SQL {
  return sql`(${holder.values} -> ${key}) ?| ${textArray(optionKeys)}`;
}

/** Removes option keys from the values of a choice field; a value left without options goes. */
export async function removeOptions(db: DbOrTx, holder: ValueHolder, companyId: number, key: string, optionKeys: readonly string[]): Promise<void> {
  const v = holder.values;
  const kept = sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${v} -> ${key}) e where not (e #>> '{}' = any(${textArray(optionKeys)})))`;
  const next = sql`case
    when jsonb_typeof(${v} -> ${key}) <> 'array' then ${v} - ${key}
    when ${kept} = '[]'::jsonb then ${v} - ${key}
    else jsonb_set(${v}, array[${key}]::text[], ${kept}) end`;
  await setValues(db, holder, next, inCompany(holder, companyId, picksAny(holder, key, optionKeys)));
}
