// GET /api/outbox/:id: one message in full (a one-time link shows only as the outbox's mark).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessageDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { outboxKeys } from './settings-keys';

export function getOutboxMessage(id: number): Promise<OutboxMessageDetail> {
  return http.get<OutboxMessageDetail>(`/api/outbox/${id}`);
}

export const outboxMessageQuery = (id: number) => queryOptions({ queryKey: outboxKeys.detail(id), queryFn: () => getOutboxMessage(id) });

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQuery(id ?? 0), enabled: id !== null });
}
