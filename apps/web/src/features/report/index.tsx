// 报表与看板 area (report): the boards (/report/board/*) load their own module; the report
// catalogue, its detail, preview and 通话记录 show the designed empty state until they are built.
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import { lazyNamed } from '../../lib/lazy';
import type { AreaPageProps } from '../../lib/routes';

const BoardPage = lazyNamed(() => import('./board/BoardPage'), 'BoardPage');

export default function ReportArea({ route }: AreaPageProps) {
  return route.key.startsWith('report.board.') ? <BoardPage route={route} /> : <AreaEmptyState route={route} />;
}
