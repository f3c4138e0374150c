// 招聘官网 (portal area) and the portal's settings pages the shell routes here: 官网概览, 官网内容,
// 官网设置, 申请表设置, 雇主品牌宣传 and 职位发布指引. Each route key loads its own page; the
// public portal itself (/portal/{slug}) is rendered by the server without this app.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const PORTAL_PAGES: Record<string, Page> = {
  'resume.website.overview': page(() => import('./overview/OverviewPage'), (m) => ({ route }) => <m.OverviewPage title={route.title} />),
  'resume.website.detail': page(() => import('./settings/SitePage'), (m) => ({ route }) => <m.SitePage title={route.title} />),
  'resume.website.other': page(() => import('./settings/OptionsPage'), (m) => ({ route }) => <m.OptionsPage title={route.title} />),
  'user.seting.apply': page(() => import('./settings/ApplyFormPage'), (m) => ({ route }) => <m.ApplyFormPage title={route.title} />),
  'user.seting.propaganda': page(() => import('./settings/BrandingPage'), (m) => ({ route }) => <m.BrandingPage title={route.title} />),
  'user.seting.jobguide': page(() => import('./settings/JobGuidePage'), (m) => ({ route }) => <m.JobGuidePage title={route.title} />),
};

export default function PortalArea({ route }: AreaPageProps) {
  const Page = PORTAL_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
