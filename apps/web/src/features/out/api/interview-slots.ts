// GET/POST /api/out/interview-slots/:token: the slots offered to the candidate, and his pick.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicSlotOffer } from '@bole/domain';
import { http } from '../../../api/http';

// The page shows its own states; no toast on top of them.
export function getSlotOffer(token: string): Promise<PublicSlotOffer> {
  return http.get<PublicSlotOffer>(`/api/out/interview-slots/${encodeURIComponent(token)}`, undefined, { silent: true });
}

export const slotOfferQuery = (token: string) => queryOptions({ queryKey: ['out-interview-slots', token], queryFn: () => getSlotOffer(token), retry: false, enabled: token !== '' });

export function useSlotOffer(token: string) {
  return useQuery(slotOfferQuery(token));
}

export function pickSlot({ token, startAt }: { token: string; startAt: string }): Promise<PublicSlotOffer> {
  return http.post<PublicSlotOffer>(`/api/out/interview-slots/${encodeURIComponent(token)}`, { startAt }, { silent: true });
}

/** The answer (booked) replaces what the page shows. */
export function usePickSlot(token: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: pickSlot, onSuccess: (data) => client.setQueryData(slotOfferQuery(token).queryKey, data) });
}
