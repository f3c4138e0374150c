// The modules whose subjects go through approval react here when an approval changes: a job
// becomes publishable once approved, shows the reason once rejected. Handlers run inside the
// transaction that changed the approval, so the subject and its approval never disagree.
import type { ApprovalKind, ApprovalStatus } from '@bole/domain';
import type { Tx } from '../../platform/db/client';

export type ApprovalOutcome = {
  companyId: number;
  kind: ApprovalKind;
  subjectId: number;
  approvalId: number;
  /** pending after a (re)submission that waits for approvers; final otherwise. */
  status: ApprovalStatus;
  /** The rejection's reason. */
  reason: string | null;
  /** Who caused it: the applicant, the deciding approver. */
  actorId: number;
};

export type OutcomeHandler = (tx: Tx, outcome: ApprovalOutcome) => Promise<void>;

const handlers = new Map<ApprovalKind, Set<OutcomeHandler>>();

/**
 * Calls `handler` whenever an approval of `kind` is submitted, resubmitted, approved, rejected or
 * withdrawn. Registering the same function twice keeps one; the answer unregisters it.
 */
export function onDecided(kind: ApprovalKind, handler: OutcomeHandler): () => void {
  const set = handlers.get(kind) ?? new Set<OutcomeHandler>();
  set.add(handler);
  handlers.set(kind, set);
  return () => void set.delete(handler);
}

export async function announce(tx: Tx, outcome: ApprovalOutcome): Promise<void> {
  for (const handler of handlers.get(outcome.kind) ?? []) await handler(tx, outcome);
}
