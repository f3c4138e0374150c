// 面试 area (interview): every route of the area shows the designed empty state until the
// issue that builds it replaces this file with the area's pages (switch on route.key).
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import type { AreaPageProps } from '../../lib/routes';

export default function InterviewArea({ route }: AreaPageProps) {
  return <AreaEmptyState route={route} />;
}
