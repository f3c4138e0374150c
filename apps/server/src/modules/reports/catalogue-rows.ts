// The pieces every standard report is built of: its rows and 合计, percents, sums and names.
import type { ReportRow } from '@bole/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts, orgs } from '../company/tables';

export type ReportRows = { rows: ReportRow[]; summary: ReportRow | null };

/** Part of a whole in percent with one decimal; null when the whole is 0 or unknown. */
export function percentOf(part: number, whole: number | null | undefined): number | null {
  return !whole ? null : Math.round((part / whole) * 1000) / 10;
}

/** The sums of the number columns over the rows, `label` in the first column. */
export function sumRow(rows: readonly ReportRow[], keys: readonly string[], first: string, label = '合计'): ReportRow {
  const row: ReportRow = { [first]: label };
  for (const key of keys) row[key] = rows.reduce((n, r) => n + (typeof r[key] === 'number' ? r[key] : 0), 0);
  return row;
}

/** Names of the company's departments or accounts by id. */
export async function namesOf(db: Db, companyId: number, kind: 'org' | 'account', ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows =
    kind === 'org'
      ? await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(inCompany(orgs, companyId, inArray(orgs.id, wanted)))
      : await db.select({ id: accounts.id, name: accounts.userName }).from(accounts).where(inCompany(accounts, companyId, inArray(accounts.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
