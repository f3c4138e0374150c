// 报表与看板 area (report): the boards (/report/board/*) and the report catalogue, its detail and
// its print preview each load their own module; 通话记录 shows the designed empty state until built.
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import { lazyNamed } from '../../lib/lazy';
import type { AreaPageProps } from '../../lib/routes';

const BoardPage = lazyNamed(() => import('./board/BoardPage'), 'BoardPage');
const ReportList = lazyNamed(() => import('./catalogue/ReportList'), 'ReportList');
const ReportDetail = lazyNamed(() => import('./catalogue/ReportDetail'), 'ReportDetail');
const ReportPreview = lazyNamed(() => import('./catalogue/ReportPreview'), 'ReportPreview');

export default function ReportArea({ route }: AreaPageProps) {
  if (route.key.startsWith('report.board.')) return <BoardPage route={route} />;
  switch (route.key) {
    case 'report.list':
      return <ReportList route={route} />;
    case 'report.detail':
      return <ReportDetail route={route} />;
    case 'report.preview':
      return <ReportPreview />;
    default:
      return <AreaEmptyState route={route} />;
  }
}
