// 招聘需求 (demands): HR's list at /job/demand, the hiring manager's /lite/recruit/demand and the
// 招聘需求字段 settings page, each its own lazy page picked by route key.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const DEMAND_PAGES: Record<string, Page> = {
  'job.demand': page(() => import('./list/DemandListPage'), (m) => ({ route }) => <m.DemandListPage title={route.title} />),
  'lite.recruit.demand': page(() => import('./lite/MyDemandsPage'), (m) => ({ route }) => <m.MyDemandsPage title={route.title} />),
  'user.manage.recruitfield': page(() => import('./settings/DemandFieldsPage'), (m) => ({ route }) => <m.DemandFieldsPage title={route.title} />),
};

export default function DemandArea({ route }: AreaPageProps) {
  const Page = DEMAND_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
