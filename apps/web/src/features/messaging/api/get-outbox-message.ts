// GET /api/outbox/:id: one message in full (a one-time link shows only as the outbox's mark).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessageDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { outboxKeys } from './settings-keys';

export function getOutboxMessage(id: number): Promise<OutboxMessageDetail> {
  return http.get<OutboxMessageDetail>(`/api/outbox/${id}`);
}

export const outboxMessageQuery = (id: number) => queryOptions({ queryKey: outboxKeys.detail(id), queryFn: () => getOutboxMessage(id) });

// While a due message waits for its delivery (just resent), the drawer follows it to the outcome.
const FOLLOW_MS = 3000;
const awaitingDelivery = (m: OutboxMessageDetail | undefined) => m?.status === 'queued' && Date.parse(m.sendAt) <= Date.now();

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQuery(id ?? 0), enabled: id !== null, refetchInterval: (query) => (awaitingDelivery(query.state.data) ? FOLLOW_MS : false) });
}
