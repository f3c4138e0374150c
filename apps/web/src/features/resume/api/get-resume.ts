// GET /api/resumes/:id: every section of one resume (contact masked without 250001).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeDetail } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getResume(id: number): Promise<ResumeDetail> {
  // The page shows its own error state; no toast on top of it.
  return http.get<ResumeDetail>(`/api/resumes/${id}`, undefined, { silent: true });
}

export const resumeQuery = (id: number) => queryOptions({ queryKey: resumeKeys.detail(id), queryFn: () => getResume(id), retry: false });

export function useResume(id: number, enabled = true) {
  return useQuery({ ...resumeQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
