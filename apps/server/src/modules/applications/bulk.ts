// Bulk actions on candidates (批量移动, 批量淘汰): every id must be one the caller sees, then
// each is done on its own and the refusals are reported one by one.
import type { BulkResult } from '@bole/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { jobScope } from '../jobs/scope';
import { jobs } from '../jobs/tables';
import type { Caller } from './access';
import { applications } from './tables';

/** 404 before anything changes when an id is not an application in a job the caller sees. */
export async function assertAllVisible(db: Db, caller: Caller, ids: readonly number[]): Promise<void> {
  const [visible] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.companyId, applications.companyId)))
    .where(inCompany(applications, caller.companyId, inArray(applications.id, [...ids]), jobScope(caller)));
  if ((visible?.n ?? 0) !== ids.length) throw new AppError('NOT_FOUND');
}

/** Does each id in turn; a refusal (AppError) is reported with its message, anything else fails. */
export async function eachOf(ids: readonly number[], act: (id: number) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { done: [], failed: [] };
  for (const id of ids) {
    try {
      await act(id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, message: error.message });
    }
  }
  return result;
}
