// Hand-over of a departing account (/user/company/accounts): the receiver takes over the demands
// he raised or recruits for as 负责HR that are still open (not closed), so someone follows them
// through approval and hiring. Closed ones keep their history.
import { DemandStatus } from '@bole/domain';
import { eq, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import type { HandOverContext } from '../company/accounts.service';
import { demands } from './tables';

/** Answers how many demands changed hands. */
export async function handOverDemands(tx: Tx, { companyId, fromAccountId: from, toAccountId: to }: HandOverContext): Promise<number> {
  const moved = await tx
    .update(demands)
    .set({
      createdBy: sql`case when ${demands.createdBy} = ${from} then ${to}::bigint else ${demands.createdBy} end`,
      ownerId: sql`case when ${demands.ownerId} = ${from} then ${to}::bigint else ${demands.ownerId} end`,
    })
    .where(inCompany(demands, companyId, ne(demands.status, DemandStatus.Closed), or(eq(demands.createdBy, from), eq(demands.ownerId, from))))
    .returning({ id: demands.id });
  return moved.length;
}
