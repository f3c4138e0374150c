// /api/report-subscriptions: 报表订阅 (330019) — the paged list, create, edit, enable or disable,
// delete and 立即发送一次.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, ReportSendResult, ReportSubscription, ReportSubscriptionBody } from '@bole/domain';
import { http } from '../../../api/http';

const keys = { all: ['report-subscriptions'] as const, page: (page: number, pageSize: number) => ['report-subscriptions', page, pageSize] as const };

export function useSubscriptions(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.page(page, pageSize),
    queryFn: () => http.get<Page<ReportSubscription>>('/api/report-subscriptions', { page, pageSize }, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useSubscriptionChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });
  return {
    create: useMutation({ mutationFn: (body: ReportSubscriptionBody) => http.post<ReportSubscription>('/api/report-subscriptions', body, { silent: true }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ReportSubscriptionBody }) => http.put<ReportSubscription>(`/api/report-subscriptions/${id}`, body, { silent: true }),
      onSuccess: refresh,
    }),
    toggle: useMutation({ mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => http.patch<ReportSubscription>(`/api/report-subscriptions/${id}/enabled`, { enabled }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => http.delete<null>(`/api/report-subscriptions/${id}`), onSuccess: refresh }),
    send: useMutation({ mutationFn: (id: number) => http.post<ReportSendResult>(`/api/report-subscriptions/${id}/send`), onSettled: refresh }),
  };
}
