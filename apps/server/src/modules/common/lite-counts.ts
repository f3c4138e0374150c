// The work waiting for a 用人经理 or 前台 per entry of his lite menu: the badges of that menu and
// where /lite lands him (the first entry with work). Each area that gives lite users work adds
// its counter here as it lands (interviews to attend, offers to approve …).
import { menuFor, type LiteCounts, type MenuItem } from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db/client';
import { pendingCount } from '../approvals/service';
import { awaitingTodo } from '../screening/service';

type Counter = (db: Db, auth: AuthContext) => Promise<number>;

const COUNTERS = new Map<string, Counter>([
  // Resumes HR pushed to him that still await his feedback.
  ['lite.cvscreen', (db, auth) => awaitingTodo(db, auth)],
  // Approval steps (demands, offers …) waiting for his decision.
  ['lite.approval', (db, auth) => pendingCount(db, auth.companyId, auth.accountId)],
]);

function leafKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? leafKeys(item.children) : [item.key]));
}

/**
 * The counts of the caller's own lite menu entries, in menu order: an entry he may not open is
 * neither counted nor answered, and a main-layout role has no lite menu, so gets none.
 */
export async function liteCounts(db: Db, auth: AuthContext): Promise<LiteCounts> {
  const counted = leafKeys(menuFor({ roleType: auth.roleType, sysType: null, codes: auth.codes })).flatMap((key) => {
    const counter = COUNTERS.get(key);
    return counter ? [{ key, counter }] : [];
  });
  return Promise.all(counted.map(async ({ key, counter }) => ({ key, count: await counter(db, auth) })));
}
