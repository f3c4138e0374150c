// Which jobs a caller sees (spec section 6, as the 按职位 permission view tells administrators):
// administrator- and HR-type roles all of the company's jobs; a hiring manager the jobs he is a
// hiring manager of (/lite/job/list); anyone else the jobs he owns, assists or interviews for.
import { RoleType } from '@bole/domain';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context';
import { jobs } from './tables';

export type Caller = Pick<AuthContext, 'accountId' | 'companyId' | 'roleType' | 'codes' | 'userName'>;

const holds = (column: typeof jobs.hiringManagerIds, accountId: number) => sql`${column} @> array[${accountId}]::bigint[]`;

/** The scope as a condition on `jobs` (undefined: all of the company's jobs). */
export function jobScope(caller: Caller): SQL | undefined {
  if (caller.roleType === RoleType.Admin || caller.roleType === RoleType.Hr) return undefined;
  const me = caller.accountId;
  if (caller.roleType === RoleType.HiringManager) return holds(jobs.hiringManagerIds, me);
  return or(eq(jobs.ownerId, me), holds(jobs.assistantIds, me), holds(jobs.hiringManagerIds, me), holds(jobs.interviewerIds, me));
}
