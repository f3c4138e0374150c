// Background checks of HR: the quote (GET /api/background-checks/quote), ordering one
// (POST /api/background-checks), a candidate's checks and cancelling one.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundCheck, BackgroundCheckCreate, BackgroundCheckQuote, BackgroundCheckQuoteQuery, Page, PageQuery } from '@bole/domain';
import { http } from '../../../api/http';

export const checkKeys = {
  all: ['background-checks'] as const,
  quote: (q: BackgroundCheckQuoteQuery) => ['background-checks', 'quote', q] as const,
  ofApplication: (applicationId: number) => ['background-checks', 'application', applicationId] as const,
};

/** The quote only for a selection of at least one item (the server refuses an empty one). */
export function useQuote(q: BackgroundCheckQuoteQuery) {
  return useQuery(
    queryOptions({
      queryKey: checkKeys.quote(q),
      queryFn: () => http.get<BackgroundCheckQuote>('/api/background-checks/quote', q, { silent: true }),
      enabled: q.education + q.work + q.project > 0,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useApplicationChecks(applicationId: number, enabled = true) {
  return useQuery(
    queryOptions({ queryKey: checkKeys.ofApplication(applicationId), queryFn: () => http.get<BackgroundCheck[]>(`/api/applications/${applicationId}/background-checks`, undefined, { silent: true }), enabled }),
  );
}

/** Ordering changes the candidate's checks, the balance (quotes) and 资产与套餐. */
export function useOrderCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackgroundCheckCreate) => http.post<BackgroundCheck>('/api/background-checks', body, { silent: true }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: checkKeys.all }), client.invalidateQueries({ queryKey: ['points'] })]),
  });
}

export function useCancelCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<BackgroundCheck>(`/api/background-checks/${id}/cancel`),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: checkKeys.all }), client.invalidateQueries({ queryKey: ['points'] })]),
  });
}

/** Where the report opens (the browser's PDF viewer). */
export const reportUrl = (id: number) => `/api/background-checks/${id}/report`;

/** GET /api/background-checks: 背调结果, the company's checks page by page. */
export function useCompanyChecks(params: PageQuery) {
  return useQuery(
    queryOptions({ queryKey: [...checkKeys.all, 'list', params], queryFn: () => http.get<Page<BackgroundCheck>>('/api/background-checks', params), placeholderData: keepPreviousData }),
  );
}
