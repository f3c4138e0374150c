// GET /api/notices/unread-count: the bell's badge, asked every minute and when the window
// regains focus (not while the tab is in the background).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeCount } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

export const NOTICE_POLL_MS = 60_000;

export function getUnreadNoticeCount(): Promise<NoticeCount> {
  // Silent: a failed poll leaves the badge as it was instead of toasting every minute.
  return http.get<NoticeCount>('/api/notices/unread-count', undefined, { silent: true });
}

export const unreadNoticeCountQuery = () =>
  queryOptions({ queryKey: queryKeys.notices.unreadCount(), queryFn: getUnreadNoticeCount, staleTime: 30_000, refetchInterval: NOTICE_POLL_MS, refetchOnWindowFocus: true });

/** The caller's unread notices; 0 while loading or when the call fails. */
export function useUnreadNoticeCount(): number {
  return useQuery(unreadNoticeCountQuery()).data?.count ?? 0;
}
