// 工具 area (more): /abroad is built here; the other tools show the designed empty state until the
// issue that builds them replaces this switch.
import { lazy } from 'react';
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import type { AreaPageProps } from '../../lib/routes';

const AbroadPage = lazy(() => import('./AbroadPage'));

export default function MoreArea({ route }: AreaPageProps) {
  if (route.key === 'abroad') return <AbroadPage />;
  return <AreaEmptyState route={route} />;
}
