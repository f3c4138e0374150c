// GET /api/jobs/{id}/board: every stage of the job with its count and first cards, and the
// counts per view (招聘中, 待入职 …).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationView, Board } from '@bole/domain';
import { http } from '../../../api/http';
import { recruitKeys } from './keys';

export const BOARD_PAGE_SIZE = 20;

export function getBoard(jobId: number, view: ApplicationView): Promise<Board> {
  return http.get<Board>(`/api/jobs/${jobId}/board`, { view, pageSize: BOARD_PAGE_SIZE });
}

export const boardQuery = (jobId: number, view: ApplicationView) =>
  queryOptions({ queryKey: recruitKeys.board(jobId, view), queryFn: () => getBoard(jobId, view), placeholderData: keepPreviousData });

export function useBoard(jobId: number | null, view: ApplicationView) {
  return useQuery({ ...boardQuery(jobId ?? 0, view), enabled: jobId !== null });
}
