// 职位 (job area): 职位管理 and the hiring manager's 我的职位, plus the settings pages of jobs
// (职位类别, 职级设置, 职位字段) that the shell routes here. Each route key loads its own page;
// 招聘需求 (/job/demand) is routed to features/demand by app/areas.ts.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const JOB_PAGES: Record<string, Page> = {
  'job.list': page(() => import('./list/JobListPage'), (m) => ({ route }) => <m.JobListPage title={route.title} />),
  'lite.job.list': page(() => import('./lite/MyJobsPage'), (m) => ({ route }) => <m.MyJobsPage title={route.title} />),
  'user.manage.jobtype': page(() => import('./settings/JobTypesPage'), (m) => ({ route }) => <m.JobTypesPage title={route.title} />),
  'user.manage.joblevel': page(() => import('./settings/JobLevelsPage'), (m) => ({ route }) => <m.JobLevelsPage title={route.title} />),
  'user.manage.jobfield': page(() => import('./settings/JobFieldsPage'), (m) => ({ route }) => <m.JobFieldsPage title={route.title} />),
};

export default function JobArea({ route }: AreaPageProps) {
  const Page = JOB_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
