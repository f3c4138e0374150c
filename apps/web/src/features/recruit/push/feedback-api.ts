// Candidate feedback links of an application (220013): list, make, revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackLink, FeedbackLinkCreate, FeedbackLinkCreated } from '@bole/domain';
import { http } from '../../../api/http';

const linksKey = (applicationId: number) => ['applications', applicationId, 'feedback-links'] as const;

export function useFeedbackLinks(applicationId: number) {
  return useQuery({ queryKey: linksKey(applicationId), queryFn: () => http.get<FeedbackLink[]>(`/api/applications/${applicationId}/feedback-links`) });
}

export function useCreateFeedbackLink(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackLinkCreate) => http.post<FeedbackLinkCreated>(`/api/applications/${applicationId}/feedback-links`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(applicationId) }),
  });
}

export function useRevokeFeedbackLink(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => http.post<FeedbackLink>(`/api/applications/${applicationId}/feedback-links/${linkId}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(applicationId) }),
  });
}
