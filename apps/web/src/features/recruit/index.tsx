// 招聘流程 area (recruit): 流程管理 (/recruit/job, with its 入职管理 section) is built here; the other routes of the area
// show the designed empty state until the issues that build them add their page below.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const RECRUIT_PAGES: Record<string, Page> = {
  'recruit.job': page(() => import('./job/JobSections'), (m) => ({ route }) => <m.JobSections title={route.title} />),
};

export default function RecruitArea({ route }: AreaPageProps) {
  const Page = RECRUIT_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
