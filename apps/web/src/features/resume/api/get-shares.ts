// GET /api/resumes/:id/shares (250032): the links made for a resume, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeShareLink } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getShares(id: number): Promise<ResumeShareLink[]> {
  return http.get<ResumeShareLink[]>(`/api/resumes/${id}/shares`, undefined, { silent: true });
}

export const sharesQuery = (id: number) => queryOptions({ queryKey: resumeKeys.shares(id), queryFn: () => getShares(id) });

export function useShares(id: number) {
  return useQuery(sharesQuery(id));
}
