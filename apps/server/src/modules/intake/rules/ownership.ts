// Whether rule ids a job names are the company's (jobs/references.ts answers 404 otherwise).
import { count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { inCompany } from '../../../platform/db/tenancy';
import { resumeFilterRules, resumeScoringRules } from './tables';

/** Every id is one of the company's filter rules. */
export async function filterRulesAllOf(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const [row] = await db.select({ n: count() }).from(resumeFilterRules).where(inCompany(resumeFilterRules, companyId, inArray(resumeFilterRules.id, unique)));
  return row?.n === unique.length;
}

/** The id is one of the company's scoring rules. */
export async function scoringRuleOf(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(resumeScoringRules).where(inCompany(resumeScoringRules, companyId, inArray(resumeScoringRules.id, [id])));
  return row?.n === 1;
}
