// Offers of HR (apps/server/src/modules/offers/routes.ts): a candidate's offers, one offer, drafting,
// editing, Offer审批 (提交, 撤回), 发送 and 作废. Every change refreshes the offers, the approvals
// (an offer's approval lives there too) and the board (a sent or accepted offer moves candidates).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferCancel, OfferCreated, OfferDetail, OfferPage, OfferSend, OfferSent } from '@bole/domain';
import { http } from '../../../api/http';
import { recruitKeys } from '../../recruit/api/keys';

export const offerKeys = {
  all: ['offers'] as const,
  ofApplication: (applicationId: number) => ['offers', 'application', applicationId] as const,
  detail: (id: number) => ['offers', 'detail', id] as const,
};

/** The body as the form sends it: salaries in 元 as typed ('8000.50'), hidden fields left out. */
export type OfferBody = Record<string, unknown>;

export function useApplicationOffers(applicationId: number, enabled = true) {
  return useQuery(
    queryOptions({ queryKey: offerKeys.ofApplication(applicationId), queryFn: () => http.get<OfferPage>(`/api/applications/${applicationId}/offers`, undefined, { silent: true }), enabled }),
  );
}

export const offerQuery = (id: number) => queryOptions({ queryKey: offerKeys.detail(id), queryFn: () => http.get<OfferDetail>(`/api/offers/${id}`, undefined, { silent: true }) });

export function useOffer(id: number | null) {
  return useQuery({ ...offerQuery(id ?? 0), enabled: id !== null });
}

function useOfferChange<V, R>(change: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([offerKeys.all, ['approvals'], recruitKeys.boards, recruitKeys.tables, ['recruit', 'events']].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

// Silent: the form shows the server's messages on its fields, the block beside its buttons.
export const useCreateOffer = () => useOfferChange((body: OfferBody) => http.post<OfferCreated>('/api/offers', body, { silent: true }));
export const useUpdateOffer = () => useOfferChange(({ id, body }: { id: number; body: OfferBody }) => http.patch<OfferDetail>(`/api/offers/${id}`, body, { silent: true }));
export const useSubmitOffer = () => useOfferChange((id: number) => http.post<OfferDetail>(`/api/offers/${id}/submit`, {}, { silent: true }));
export const useWithdrawOffer = () => useOfferChange((id: number) => http.post<OfferDetail>(`/api/offers/${id}/withdraw`, {}, { silent: true }));
export const useSendOffer = () => useOfferChange(({ id, body }: { id: number; body: OfferSend }) => http.post<OfferSent>(`/api/offers/${id}/send`, body, { silent: true }));
export const useCancelOffer = () => useOfferChange(({ id, body }: { id: number; body: OfferCancel }) => http.post<OfferDetail>(`/api/offers/${id}/cancel`, body, { silent: true }));

/** Where the letter downloads (the server names the file). */
export const letterUrl = (id: number) => `/api/offers/${id}/letter.pdf`;
