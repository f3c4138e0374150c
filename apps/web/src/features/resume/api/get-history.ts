// GET /api/resumes/:id/records (250020): one resume's operation history, newest first, page by page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, ResumeRecord } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export const HISTORY_PAGE_SIZE = 10;

export function getHistory(id: number, page: number): Promise<Page<ResumeRecord>> {
  return http.get<Page<ResumeRecord>>(`/api/resumes/${id}/records`, { page, pageSize: HISTORY_PAGE_SIZE });
}

export const historyQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: resumeKeys.history(id),
    queryFn: ({ pageParam }) => getHistory(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useHistory(id: number, enabled: boolean) {
  return useInfiniteQuery({ ...historyQuery(id), enabled });
}
