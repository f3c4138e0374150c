// The frame of a built board: the tabs, the period and filters, the board's panel beside its
// 口径说明, and the drawer of the candidates behind a number.
import type { ReportBoard } from '@bole/domain';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/panel/Panel';
import type { AppRoute } from '../../../lib/routes';
import { BoardDrill } from '../drill/BoardDrill';
import type { Drill } from '../drill/DrillDrawer';
import { BoardFilters } from './BoardFilters';
import { reportFilterOf, type BoardQuery } from './board-query';
import { BoardShell } from './BoardShell';
import { ExportButton } from './ExportButton';
import { PeriodPicker } from './PeriodPicker';
import { RulesPanel } from './RulesPanel';

type Props = {
  route: AppRoute;
  board: { query: BoardQuery; today: string; set: (patch: Partial<BoardQuery>) => void };
  title: string;
  busy?: boolean;
  rules: { term: string; text: ReactNode }[];
  countedAt?: string | number | null;
  drill: Drill | null;
  onCloseDrill: () => void;
  children: ReactNode;
};

export function BoardLayout({ route, board, title, busy, rules, countedAt, drill, onCloseDrill, children }: Props) {
  // The route's last segment is the board's name (scan, job360, ...), as the export names it.
  const name = route.path.slice(route.path.lastIndexOf('/') + 1) as ReportBoard;
  return (
    <BoardShell
      route={route}
      toolbar={
        <>
          <PeriodPicker period={board.query} today={board.today} onChange={(period) => board.set(period)} />
          <BoardFilters query={board.query} onChange={board.set} />
          <ExportButton board={name} title={route.title} filter={reportFilterOf(board.query)} />
        </>
      }
    >
      <div className="bole-report-body">
        <Panel title={title} className="bole-report-main" aria-busy={busy}>
          {children}
        </Panel>
        <RulesPanel items={rules} countedAt={countedAt} />
      </div>
      <BoardDrill drill={drill} onClose={onCloseDrill} />
    </BoardShell>
  );
}
