// GET /api/resumes/:id/applications: the jobs the resume is (or was) in, newest first, with the
// stage and result; only jobs the caller sees.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getResumeApplications(id: number): Promise<Application[]> {
  return http.get<Application[]>(`/api/resumes/${id}/applications`, undefined, { silent: true });
}

export const resumeApplicationsKey = (id: number) => [...resumeKeys.detail(id), 'applications'] as const;

export const resumeApplicationsQuery = (id: number) => queryOptions({ queryKey: resumeApplicationsKey(id), queryFn: () => getResumeApplications(id), retry: false });

export function useResumeApplications(id: number) {
  return useQuery(resumeApplicationsQuery(id));
}
