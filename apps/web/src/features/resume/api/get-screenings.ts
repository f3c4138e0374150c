// GET /api/resumes/:id/screenings: the filter rules (简历筛选规则) that fired on the resume and why.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeScreening } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getScreenings(id: number): Promise<ResumeScreening[]> {
  return http.get<ResumeScreening[]>(`/api/resumes/${id}/screenings`, undefined, { silent: true });
}

export const screeningsQuery = (id: number) => queryOptions({ queryKey: [...resumeKeys.detail(id), 'screenings'], queryFn: () => getScreenings(id), retry: false });

export function useScreenings(id: number) {
  return useQuery(screeningsQuery(id));
}
