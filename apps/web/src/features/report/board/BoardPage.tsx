// The page of every /report/board/* route: each board loads on its own.
import type { ComponentType } from 'react';
import { lazyNamed } from '../../../lib/lazy';
import type { AppRoute } from '../../../lib/routes';
import { AreaEmptyState } from '../../../components/area-empty-state/AreaEmptyState';

type Board = ComponentType<{ route: AppRoute }>;

const BOARDS: Record<string, Board> = {
  'report.board.scan': lazyNamed(() => import('../scan/ScanBoard'), 'ScanBoard'),
  'report.board.job360': lazyNamed(() => import('../job360/Job360Board'), 'Job360Board'),
  'report.board.candidate': lazyNamed(() => import('../candidate/CandidateBoard'), 'CandidateBoard'),
  'report.board.hr': lazyNamed(() => import('../hr/HrBoard'), 'HrBoard'),
  'report.board.interview': lazyNamed(() => import('../interview/InterviewBoard'), 'InterviewBoard'),
  'report.board.offer': lazyNamed(() => import('../offer/OfferBoard'), 'OfferBoard'),
  'report.board.channel': lazyNamed(() => import('../channel/ChannelBoard'), 'ChannelBoard'),
};

export function BoardPage({ route }: { route: AppRoute }) {
  const Board = BOARDS[route.key];
  return Board ? <Board route={route} /> : <AreaEmptyState route={route} />;
}
