// The page of every /report/board/* route: the built boards load on their own, the others say
// that they are not open yet, inside the same tabs.
import type { ComponentType } from 'react';
import { lazyNamed } from '../../../lib/lazy';
import type { AppRoute } from '../../../lib/routes';
import { BoardShell } from './BoardShell';
import { NotAvailableBoard } from './NotAvailableBoard';

type Board = ComponentType<{ route: AppRoute }>;

const BOARDS: Record<string, Board> = {
  'report.board.scan': lazyNamed(() => import('../scan/ScanBoard'), 'ScanBoard'),
  'report.board.job360': lazyNamed(() => import('../job360/Job360Board'), 'Job360Board'),
  'report.board.hr': lazyNamed(() => import('../hr/HrBoard'), 'HrBoard'),
  'report.board.interview': lazyNamed(() => import('../interview/InterviewBoard'), 'InterviewBoard'),
  'report.board.offer': lazyNamed(() => import('../offer/OfferBoard'), 'OfferBoard'),
  'report.board.channel': lazyNamed(() => import('../channel/ChannelBoard'), 'ChannelBoard'),
};

export function BoardPage({ route }: { route: AppRoute }) {
  const Board = BOARDS[route.key];
  if (Board) return <Board route={route} />;
  return (
    <BoardShell route={route}>
      <NotAvailableBoard title={route.title} />
    </BoardShell>
  );
}
