// The jobs opened against hiring demands (`jobs.demand_ids`), for the demands module: which live
// jobs name each demand, with the status that holds now.
import { JobStatus } from '@bole/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { accounts } from '../company/tables';
import { closedNow } from './repository';
import { jobs } from './tables';

export type DemandLinkedJob = { id: number; name: string; status: JobStatus; headcount: number | null; ownerName: string | null; demandIds: number[] };

/** The company's live jobs linked to any of the given demands, oldest first. */
export async function jobsOfDemands(db: DbOrTx, companyId: number, demandIds: readonly number[]): Promise<DemandLinkedJob[]> {
  if (demandIds.length === 0) return [];
  const rows = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      closed: sql<boolean>`(${closedNow()})`,
      headcount: jobs.headcount,
      ownerName: accounts.userName,
      demandIds: jobs.demandIds,
    })
    .from(jobs)
    .leftJoin(accounts, and(eq(accounts.id, jobs.ownerId), eq(accounts.companyId, jobs.companyId)))
    .where(inCompany(jobs, companyId, isNull(jobs.deletedAt), sql`${jobs.demandIds} && array[${sql.join(demandIds.map((id) => sql`${id}`), sql`, `)}]::bigint[]`))
    .orderBy(asc(jobs.id));
  return rows.map(({ closed, ...r }) => ({ ...r, status: closed ? JobStatus.Closed : JobStatus.Open }));
}
