// GET /api/reports/candidates, /offers, /interviews, /channels and /recruiters: the numbers of
// 候选人分析, Offer分析, 面试分析, 渠道分析 and HR工作量 for a period and filters, each counted on request.
import { useQuery } from '@tanstack/react-query';
import type { CandidateBoard, ChannelBoard, InterviewBoard, OfferBoard, RecruiterBoard, ReportFilter } from '@bole/domain';
import { http } from '../../../api/http';
import { reportKeys } from './keys';

type Boards = { candidates: CandidateBoard; offers: OfferBoard; interviews: InterviewBoard; channels: ChannelBoard; recruiters: RecruiterBoard };

export function getBoard<K extends keyof Boards>(board: K, filter: ReportFilter): Promise<Boards[K]> {
  return http.get<Boards[K]>(`/api/reports/${board}`, filter, { silent: true });
}

export function useBoard<K extends keyof Boards>(board: K, filter: ReportFilter) {
  return useQuery({ queryKey: reportKeys.board(board, filter), queryFn: () => getBoard(board, filter) });
}
