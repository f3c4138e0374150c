// GET /api/resumes/:id/match?jobId=: the resume's score against a job by the job's 简历评分规则.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeMatch } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getMatch(id: number, jobId: number): Promise<ResumeMatch> {
  return http.get<ResumeMatch>(`/api/resumes/${id}/match`, { jobId }, { silent: true });
}

export const matchQuery = (id: number, jobId: number) => queryOptions({ queryKey: [...resumeKeys.detail(id), 'match', jobId], queryFn: () => getMatch(id, jobId), retry: false });

export function useMatch(id: number, jobId: number | null) {
  return useQuery({ ...matchQuery(id, jobId ?? 0), enabled: jobId !== null });
}
