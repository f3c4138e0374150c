// Offer分析 (/report/board/offer): offers drafted, approved, sent, accepted and declined in the
// period, the accept rate and days to answer of the answers given in it, and the decline reasons;
// every number drillable through the same event sets (events.ts).
import { ApprovalKind, OFFER_DECLINE_NO_REASON, OFFER_METRICS, OfferMetric, type OfferBoard, type OfferCandidatesQuery, type Page, type ReportCandidate, type ReportFilter } from '@bole/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { approvalInstances } from '../approvals/tables';
import type { Caller } from '../jobs/scope';
import { offers } from '../offers/tables';
import { averageOfEvents, countEvents, countEventsBy, eventCandidates, type EventSet } from './events';
import { assertJobVisible } from './funnel';

const reasonOf = sql`coalesce(nullif(e.decline_reason, ''), ${OFFER_DECLINE_NO_REASON})`;

/** Each step's events; the answers also carry when the offer was sent and the reason given. */
export function eventsOf(metric: OfferMetric, companyId: number): EventSet {
  const own = sql`${offers.companyId} = ${companyId}`;
  switch (metric) {
    case 'created':
      return sql`select ${offers.applicationId} as application_id, ${offers.jobId} as job_id, ${offers.createdAt} as at from ${offers} where ${own}`;
    case 'approved':
      return sql`select ${offers.applicationId} as application_id, ${offers.jobId} as job_id, ${approvalInstances.decidedAt} as at from ${approvalInstances}
        join ${offers} on ${offers.id} = ${approvalInstances.subjectId} and ${own}
        where ${approvalInstances.companyId} = ${companyId} and ${approvalInstances.kind} = ${ApprovalKind.Offer} and ${approvalInstances.status} = 'approved'`;
    case 'sent':
      return sql`select ${offers.applicationId} as application_id, ${offers.jobId} as job_id, ${offers.sentAt} as at from ${offers} where ${own} and ${offers.sentAt} is not null`;
    case 'accepted':
    case 'declined':
      return sql`select ${offers.applicationId} as application_id, ${offers.jobId} as job_id, ${offers.answeredAt} as at, ${offers.sentAt} as sent_at, ${offers.declineReason} as decline_reason
        from ${offers} where ${own} and ${offers.answer} = ${metric === 'accepted' ? 'accept' : 'decline'}`;
  }
}

const answers = (companyId: number): EventSet => sql`${eventsOf('accepted', companyId)} union all ${eventsOf('declined', companyId)}`;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export async function offerBoard(db: Db, caller: Caller, q: ReportFilter): Promise<OfferBoard> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const c = caller.companyId;
  const [values, avgDays, reasons] = await Promise.all([
    Promise.all(OFFER_METRICS.map((m) => countEvents(db, caller, q, eventsOf(m, c)))),
    averageOfEvents(db, caller, q, answers(c), sql`extract(epoch from e.at - e.sent_at) / 86400`),
    countEventsBy(db, caller, q, eventsOf('declined', c), reasonOf),
  ]);
  const by = Object.fromEntries(OFFER_METRICS.map((m, i) => [m, values[i]!])) as Record<OfferMetric, number>;
  const answered = by.accepted + by.declined;
  return {
    metrics: OFFER_METRICS.map((key) => ({ key, label: OfferMetric[key], value: by[key] })),
    acceptRate: answered === 0 ? null : oneDecimal((by.accepted / answered) * 100),
    avgDaysToAnswer: avgDays === null ? null : oneDecimal(avgDays),
    declineReasons: reasons.map((r) => ({ reason: r.key ?? OFFER_DECLINE_NO_REASON, count: r.n })),
    countedAt: new Date().toISOString(),
  };
}

export async function offerCandidates(db: Db, caller: Caller, q: OfferCandidatesQuery): Promise<Page<ReportCandidate>> {
  if (q.jobId) await assertJobVisible(db, caller, q.jobId);
  const events = eventsOf(q.metric, caller.companyId);
  const narrowed = q.metric === 'declined' && q.reason ? sql`select * from (${events}) d where coalesce(nullif(d.decline_reason, ''), ${OFFER_DECLINE_NO_REASON}) = ${q.reason}` : events;
  return eventCandidates(db, caller, q, narrowed);
}
