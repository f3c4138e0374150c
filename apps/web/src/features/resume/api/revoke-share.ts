// POST /api/resumes/:id/shares/:shareId/revoke (250032): the link stops opening at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeShareLink } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export type RevokeShareInput = { resumeId: number; shareId: number };

export function revokeShare({ resumeId, shareId }: RevokeShareInput): Promise<ResumeShareLink> {
  return http.post<ResumeShareLink>(`/api/resumes/${resumeId}/shares/${shareId}/revoke`);
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: (_link, { resumeId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: resumeKeys.shares(resumeId) }), queryClient.invalidateQueries({ queryKey: resumeKeys.records })]),
  });
}
