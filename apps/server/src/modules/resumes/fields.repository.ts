// Queries of the custom resume fields and of the values resumes keep under their keys.
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { resumeFieldDefs } from './fields.tables';
import { resumes } from './tables';

export type FieldRow = typeof resumeFieldDefs.$inferSelect;
export type FieldValues = Omit<typeof resumeFieldDefs.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** The company's fields in display order. */
export async function listFields(db: DbOrTx, companyId: number): Promise<FieldRow[]> {
  return db.select().from(resumeFieldDefs).where(inCompany(resumeFieldDefs, companyId)).orderBy(asc(resumeFieldDefs.sort), asc(resumeFieldDefs.id));
}

export async function findField(db: DbOrTx, companyId: number, id: number, forUpdate = false): Promise<FieldRow | undefined> {
  const query = db.select().from(resumeFieldDefs).where(inCompany(resumeFieldDefs, companyId, eq(resumeFieldDefs.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertField(db: DbOrTx, companyId: number, values: FieldValues): Promise<FieldRow> {
  const [row] = await db
    .insert(resumeFieldDefs)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function updateField(db: DbOrTx, companyId: number, id: number, patch: Partial<FieldValues>): Promise<void> {
  await db.update(resumeFieldDefs).set(patch).where(inCompany(resumeFieldDefs, companyId, eq(resumeFieldDefs.id, id)));
}

export async function deleteField(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(resumeFieldDefs).where(inCompany(resumeFieldDefs, companyId, eq(resumeFieldDefs.id, id)));
}

export async function fieldStats(db: DbOrTx, companyId: number): Promise<{ n: number; maxSort: number }> {
  const [row] = await db
    .select({ n: count(), maxSort: sql<number>`coalesce(max(${resumeFieldDefs.sort}), 0)::int` })
    .from(resumeFieldDefs)
    .where(inCompany(resumeFieldDefs, companyId));
  return { n: row?.n ?? 0, maxSort: row?.maxSort ?? 0 };
}

/** Resumes (the recycle bin included) holding a value under the key. */
export const holdsKey = (key: string): SQL => sql`${resumes.customFields} ? ${key}`;

export async function countHolding(db: DbOrTx, companyId: number, key: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resumes).where(inCompany(resumes, companyId, holdsKey(key)));
  return row?.n ?? 0;
}

/** How many resumes hold each option key of a choice field (a multi-choice value counts once per option). */
export async function optionCounts(db: DbOrTx, companyId: number, key: string): Promise<Map<string, number>> {
  const value = sql`${resumes.customFields} -> ${key}`;
  const rows = await db.execute<{ k: string; n: number }>(sql`
    select k, count(*)::int as n
    from ${resumes}, jsonb_array_elements_text(case when jsonb_typeof(${value}) = 'array' then ${value} else jsonb_build_array(${value}) end) k
    where ${inCompany(resumes, companyId, holdsKey(key))}
    group by k`);
  return new Map(rows.rows.map((r) => [r.k, r.n]));
}

/** The values stored under a key, per resume, for the rows matching `where`. */
export async function valuesUnder(db: DbOrTx, companyId: number, key: string, where: SQL): Promise<{ id: number; value: unknown }[]> {
  return db
    .select({ id: resumes.id, value: sql<unknown>`${resumes.customFields} -> ${key}` })
    .from(resumes)
    .where(inCompany(resumes, companyId, where));
}

/** Removes the key from every resume of the company holding it. */
export async function removeKey(db: DbOrTx, companyId: number, key: string): Promise<void> {
  await db
    .update(resumes)
    .set({ customFields: sql`${resumes.customFields} - ${key}` })
    .where(inCompany(resumes, companyId, holdsKey(key)));
}

/** Condition: the value under the key picks one of the option keys (a string matches itself). */
export function picksAny(key: string, optionKeys: readonly string[]): SQL {
  return sql`(${resumes.customFields} -> ${key}) ?| ${textArray(optionKeys)}`;
}

const textArray = (items: readonly string[]) => sql`array[${sql.join(items.map((k) => sql`${k}`), sql`, `)}]::text[]`;

/** Removes option keys from the values of a choice field; a value left without options goes. */
export async function removeOptions(db: DbOrTx, companyId: number, key: string, optionKeys: readonly string[]): Promise<void> {
  const kept = sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${resumes.customFields} -> ${key}) e where not (e #>> '{}' = any(${textArray(optionKeys)})))`;
  await db
    .update(resumes)
    .set({
      customFields: sql`case
        when jsonb_typeof(${resumes.customFields} -> ${key}) <> 'array' then ${resumes.customFields} - ${key}
        when ${kept} = '[]'::jsonb then ${resumes.customFields} - ${key}
        else jsonb_set(${resumes.customFields}, array[${key}]::text[], ${kept}) end`,
    })
    .where(inCompany(resumes, companyId, picksAny(key, optionKeys)));
}
