// Who may see an approval: its applicant, everyone who has or had a part in it, and those who
// manage the flows of its kind. Everyone else gets 404, as for another company's ids.
import { Perm, type ApprovalKind } from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import type { DbOrTx } from '../../platform/db/client';
import * as repo from './repository';

/** The settings permission of each kind, which also lets its holders follow every approval of that kind. */
export const FLOW_PERMISSION: Record<ApprovalKind, number> = {
  job: Perm.JobAuditSettings,
  demand: Perm.DemandAuditSettings,
  offer: Perm.OfferAuditSettings,
};

export async function canSee(db: DbOrTx, caller: AuthContext, instance: Pick<repo.InstanceRow, 'id' | 'kind' | 'applicantId'>): Promise<boolean> {
  if (instance.applicantId === caller.accountId || caller.codes.has(FLOW_PERMISSION[instance.kind])) return true;
  return repo.isParticipant(db, caller.companyId, instance.id, caller.accountId);
}
