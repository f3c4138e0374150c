// GET /api/resumes/:id/duplicates (250039): live resumes with the same phone or e-mail, or linked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeRow } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export function getDuplicates(id: number): Promise<ResumeRow[]> {
  return http.get<ResumeRow[]>(`/api/resumes/${id}/duplicates`);
}

export const duplicatesQuery = (id: number) => queryOptions({ queryKey: resumeKeys.duplicates(id), queryFn: () => getDuplicates(id) });

export function useDuplicates(id: number, enabled: boolean) {
  return useQuery({ ...duplicatesQuery(id), enabled });
}
