// 背调结果 (/cloud/check): its own lazy module; the report pages under it are not built yet.
import { AreaEmptyState } from '../../../components/area-empty-state/AreaEmptyState';
import type { AreaPageProps } from '../../../lib/routes';
import { ResultsPage } from './ResultsPage';

export default function BackgroundCheckResultsRoute({ route }: AreaPageProps) {
  return route.key === 'cloud.check' ? <ResultsPage title={route.title} /> : <AreaEmptyState route={route} />;
}
