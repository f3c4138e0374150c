// POST /api/notices/:id/read and /api/notices/read-all: what was read leaves the badge, the
// lists and the /home card 未读消息.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notice, NoticeReadAll } from '@bole/domain';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

export function readNotice(id: number): Promise<Notice> {
  return http.post<Notice>(`/api/notices/${id}/read`, undefined, { silent: true });
}

export function readAllNotices(): Promise<NoticeReadAll> {
  return http.post<NoticeReadAll>('/api/notices/read-all');
}

const refresh = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.notices.all }), queryClient.invalidateQueries({ queryKey: ['home', 'todos'] })]);

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: readNotice, onSuccess: () => refresh(queryClient) });
}

export function useReadAllNotices() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: readAllNotices, onSuccess: () => refresh(queryClient) });
}
