// The candidate's offer by its link: GET /api/out/offers/:token, the letter's address, and his one answer.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { OfferAnswer, PublicOffer } from '@bole/domain';
import { http } from '../../../api/http';

const base = (token: string) => `/api/out/offers/${encodeURIComponent(token)}`;

/** Where the letter PDF opens (a plain link: the browser shows or saves it). */
export const offerLetterUrl = (token: string) => `${base(token)}/letter.pdf`;

export function getPublicOffer(token: string): Promise<PublicOffer> {
  // The page shows its own states; no toast on top of them.
  return http.get<PublicOffer>(base(token), undefined, { silent: true });
}

export const publicOfferQuery = (token: string) => queryOptions({ queryKey: ['out-offer', token], queryFn: () => getPublicOffer(token), retry: false, enabled: token !== '' });

export function usePublicOffer(token: string) {
  return useQuery(publicOfferQuery(token));
}

export function answerOffer({ token, ...body }: OfferAnswer & { token: string }): Promise<PublicOffer> {
  return http.post<PublicOffer>(`${base(token)}/answer`, body, { silent: true });
}

export function useAnswerOffer() {
  return useMutation({ mutationFn: answerOffer });
}
