// The modules whose subjects go through approval react here when an approval changes: a job
// becomes publishable once approved, shows the reason once rejected. Handlers run inside the
// transaction that changed the approval, so the subject and its approval never disagree.
import type { ApprovalFacts, ApprovalKind, ApprovalStatus } from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
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

/** The subject as it stands now, for a resubmission; undefined when it is gone. */
export type SubjectReader = (tx: Tx, companyId: number, subjectId: number) => Promise<{ title: string; facts: ApprovalFacts } | undefined>;

const readers = new Map<ApprovalKind, SubjectReader>();

/**
 * Lets a resubmission from 我的审批 route by the subject as edited since (a job's new salary),
 * instead of the facts it was first submitted with.
 */
export function readSubjectsWith(kind: ApprovalKind, reader: SubjectReader): void {
  readers.set(kind, reader);
}

export function subjectReader(kind: ApprovalKind): SubjectReader | undefined {
  return readers.get(kind);
}

/** The facts one viewer may read of an approval of the kind (an offer's salary hidden by his offer field codes). */
export type FactsView = (viewer: AuthContext, facts: ApprovalFacts) => ApprovalFacts;

const views = new Map<ApprovalKind, FactsView>();

/** Lets the subject's module leave out of an approval's detail the facts a viewer may not see. */
export function viewFactsWith(kind: ApprovalKind, view: FactsView): void {
  views.set(kind, view);
}

export function factsFor(viewer: AuthContext, kind: ApprovalKind, facts: ApprovalFacts): ApprovalFacts {
  const view = views.get(kind);
  return view ? view(viewer, facts) : facts;
}
