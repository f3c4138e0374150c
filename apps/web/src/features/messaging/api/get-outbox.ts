// GET /api/outbox (350002 发送记录): the company's messages, filtered and paged, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage, OutboxQuery, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { outboxKeys } from './settings-keys';

export type OutboxParams = Partial<OutboxQuery>;

export function getOutbox(params: OutboxParams): Promise<Page<OutboxMessage>> {
  return http.get<Page<OutboxMessage>>('/api/outbox', params);
}

export const outboxQuery = (params: OutboxParams) => queryOptions({ queryKey: outboxKeys.list(params), queryFn: () => getOutbox(params), placeholderData: keepPreviousData });

export function useOutbox(params: OutboxParams) {
  return useQuery(outboxQuery(params));
}
