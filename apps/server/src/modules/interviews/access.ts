// Who may see which interview. Administrators and HR see the interviews of the jobs in their
// job scope (jobs/scope.ts), the front desk the company's whole schedule, and anyone else (a
// hiring manager, an interviewer of any role) only the interviews he interviews in or leads;
// an interviewer always sees his own. Another company's id, or one outside this, is 404.
import { RoleType } from '@bole/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { jobs } from '../jobs/tables';
import { jobScope, type Caller } from '../jobs/scope';
import { interviewInterviewers, interviews, type InterviewRow } from './tables';

export type { Caller };

/** True for callers who see interviews by job scope or the whole company (not only their own). */
export function seesBeyondOwn(caller: Pick<Caller, 'roleType'>): boolean {
  return caller.roleType === RoleType.Admin || caller.roleType === RoleType.Hr || caller.roleType === RoleType.FrontDesk;
}

/** The caller is an interviewer (the lead included) of the interview in the outer query. */
export function interviewsAsInterviewer(accountId: number): SQL {
  return sql`exists (select 1 from ${interviewInterviewers} where ${interviewInterviewers.interviewId} = ${interviews.id} and ${interviewInterviewers.accountId} = ${accountId})`;
}

/**
 * The interviews the caller may see, as a condition on `interviews` (company scope not
 * included: combine with inCompany). Job scope is a subquery on `jobs`, so no join is needed.
 */
export function visibleInterviews(caller: Caller): SQL {
  const own = interviewsAsInterviewer(caller.accountId);
  if (caller.roleType === RoleType.FrontDesk) return sql`true`;
  if (caller.roleType === RoleType.Admin || caller.roleType === RoleType.Hr) {
    const scope = jobScope(caller);
    if (!scope) return sql`true`;
    return or(own, sql`exists (select 1 from ${jobs} where ${jobs.id} = ${interviews.jobId} and ${jobs.companyId} = ${interviews.companyId} and ${scope})`)!;
  }
  return own;
}

/** Whether the account is one of the interview's interviewers (the lead is one of them). */
export async function isInterviewerOf(db: DbOrTx, companyId: number, interviewId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: interviewInterviewers.accountId })
    .from(interviewInterviewers)
    .where(inCompany(interviewInterviewers, companyId, eq(interviewInterviewers.interviewId, interviewId), eq(interviewInterviewers.accountId, accountId)));
  return row !== undefined;
}

/**
 * The interview of the caller's company that he may see, else 404 (cancelled ones included:
 * the caller decides what a cancelled interview allows). `forUpdate` locks the row until the
 * transaction ends, for changes (reschedule, cancel, result, sign-in).
 */
export async function interviewFor(db: DbOrTx, caller: Caller, id: number, opts: { forUpdate?: boolean } = {}): Promise<InterviewRow> {
  const query = db
    .select()
    .from(interviews)
    .where(and(inCompany(interviews, caller.companyId, eq(interviews.id, id)), visibleInterviews(caller)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
