// The choices of a rule's conditions and actions: the company's jobs (GET /api/jobs), its stage
// library (GET /api/recruit-stages) and tags (GET /api/resume-tags). Departments and channels
// come from the shared pickers in src/api. Silent: a picker the caller may not read offers nothing.
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type CandidateTag, type JobPage, type RecruitStage } from '@bole/domain';
import { http } from '../../../api/http';
import { automationKeys } from './keys';

type Option = { value: number; label: string };

export function useJobPicker() {
  return useQuery({
    queryKey: automationKeys.pickers('jobs'),
    queryFn: () => http.get<JobPage>('/api/jobs', { page: 1, pageSize: PAGE_SIZE_MAX }, { silent: true }),
    select: (page): Option[] => page.list.map((j) => ({ value: j.id, label: j.name })),
    staleTime: 30_000,
    retry: false,
  });
}

export function useStagePicker() {
  return useQuery({
    queryKey: automationKeys.pickers('stages'),
    queryFn: () => http.get<RecruitStage[]>('/api/recruit-stages', undefined, { silent: true }),
    select: (stages): Option[] => stages.map((s) => ({ value: s.id, label: s.name })),
    staleTime: 30_000,
    retry: false,
  });
}

export function useTagPicker() {
  return useQuery({
    queryKey: automationKeys.pickers('tags'),
    queryFn: () => http.get<CandidateTag[]>('/api/resume-tags', undefined, { silent: true }),
    select: (tags): Option[] => tags.map((t) => ({ value: t.id, label: t.name })),
    staleTime: 30_000,
    retry: false,
  });
}
