// GET /api/resumes/:id/comments: the resume's 备注, newest first, page by page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, ResumeComment } from '@bole/domain';
import { http } from '../../../api/http';
import { resumeKeys } from './keys';

export const COMMENTS_PAGE_SIZE = 10;

export function getComments(id: number, page: number): Promise<Page<ResumeComment>> {
  return http.get<Page<ResumeComment>>(`/api/resumes/${id}/comments`, { page, pageSize: COMMENTS_PAGE_SIZE }, { silent: true });
}

export const commentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: resumeKeys.comments(id),
    queryFn: ({ pageParam }) => getComments(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useComments(id: number) {
  return useInfiniteQuery(commentsQuery(id));
}
