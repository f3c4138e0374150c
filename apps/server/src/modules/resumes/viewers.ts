// Resumes pushed to an account: the 'pushed' data scope of scope.ts reads these rows, so a
// hiring manager sees (and may preview) exactly the resumes recommended to him.
import type { DbOrTx } from '../../platform/db/client';
import { resumeViewers } from './tables';

/** Lets the accounts see the resume; one who already may is left as he was. */
export async function grantResumeViewers(db: DbOrTx, companyId: number, resumeId: number, accountIds: readonly number[], reason: string): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .insert(resumeViewers)
    .values([...new Set(accountIds)].map((accountId) => ({ companyId, resumeId, accountId, reason })))
    .onConflictDoNothing();
}

