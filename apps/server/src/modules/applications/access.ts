// Who reaches which application: the caller's company, and jobs within his data scope
// (jobs/scope.ts). Anything else answers 404, as if it did not exist.
import { AppError } from '../../platform/http/errors';
import type { DbOrTx } from '../../platform/db/client';
import { jobScope, type Caller } from '../jobs/scope';
import type { Actor } from './events';
import { findApplication, type FoundApplication } from './repository';

export type { Caller };

export async function applicationFor(db: DbOrTx, caller: Caller, id: number): Promise<FoundApplication> {
  const row = await findApplication(db, caller.companyId, id, { scope: jobScope(caller) });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const actorOf = (caller: Caller): Actor => ({ companyId: caller.companyId, accountId: caller.accountId, name: caller.userName });
