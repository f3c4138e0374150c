// GET /api/notices: the caller's notices, newest first (the bell's panel and 消息中心).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice, Page } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

export type NoticeListQuery = { unread?: boolean; page: number; pageSize: number };

export function getNotices(query: NoticeListQuery): Promise<Page<Notice>> {
  return http.get<Page<Notice>>('/api/notices', { page: query.page, pageSize: query.pageSize, unread: query.unread ? 'true' : undefined });
}

export const noticesQuery = (query: NoticeListQuery) =>
  queryOptions({ queryKey: queryKeys.notices.list(query), queryFn: () => getNotices(query), staleTime: 15_000, placeholderData: keepPreviousData });

export function useNotices(query: NoticeListQuery) {
  return useQuery(noticesQuery(query));
}
