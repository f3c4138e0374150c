// Hand-over of a departing account (/user/company/accounts): the receiver becomes the recruiting
// owner of his jobs and takes his place among their assistants, hiring managers and interviewers.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { HandOverContext } from '../company/accounts.service';
import { jobs } from './tables';

const TEAM = [jobs.assistantIds, jobs.hiringManagerIds, jobs.interviewerIds] as const;

/** Answers how many jobs changed hands. */
export async function handOverJobs(tx: Tx, { companyId, fromAccountId: from, toAccountId: to }: HandOverContext): Promise<number> {
  const holds = (column: (typeof TEAM)[number]) => sql`${column} @> array[${from}]::bigint[]`;
  // The receiver takes the place in a list once: where he is already on it, the leaver just goes.
  const replaced = (column: (typeof TEAM)[number]) =>
    sql`case when ${column} @> array[${to}]::bigint[] then array_remove(${column}, ${from}::bigint) else array_replace(${column}, ${from}::bigint, ${to}::bigint) end`;
  const moved = await tx
    .update(jobs)
    .set({
      ownerId: sql`case when ${jobs.ownerId} = ${from} then ${to}::bigint else ${jobs.ownerId} end`,
      assistantIds: replaced(jobs.assistantIds),
      hiringManagerIds: replaced(jobs.hiringManagerIds),
      interviewerIds: replaced(jobs.interviewerIds),
    })
    .where(inCompany(jobs, companyId, sql`(${jobs.ownerId} = ${from} or ${sql.join(TEAM.map(holds), sql` or `)})`))
    .returning({ id: jobs.id });
  return moved.length;
}
