// 人才库 (resume area) plus the pool's settings pages and the hiring manager's list: the shell
// hands this module the route table entry and each route key loads its own page, so a route's
// script holds only that page (drawers, editors and modals load when opened).
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const RESUME_PAGES: Record<string, Page> = {
  'resume.list.company': page(() => import('./list/TalentPoolPage'), (m) => ({ route }) => <m.TalentPoolPage title={route.title} variant="company" />),
  'resume.detail.id': page(() => import('./detail/ResumeDetailPage'), (m) => m.ResumeDetailPage),
  'resume.detail.print': page(() => import('./print/PrintPage'), (m) => m.PrintPage),
  'out.resume': page(() => import('./out/SharedResumePage'), (m) => m.SharedResumePage),
  'user.manage.tag': page(() => import('./tags/TagManagePage'), (m) => ({ route }) => <m.TagManagePage title={route.title} />),
  'user.manage.archivereason': page(() => import('./reasons/ArchiveReasonsPage'), (m) => ({ route }) => <m.ArchiveReasonsPage title={route.title} />),
  'user.manage.resumefield': page(() => import('./fields/ResumeFieldsPage'), (m) => ({ route }) => <m.ResumeFieldsPage title={route.title} />),
  'user.seting.resume': page(() => import('./settings/ResumeSettingsPage'), (m) => ({ route }) => <m.ResumeSettingsPage title={route.title} />),
  'user.seting.resumeexport': page(() => import('./export/ResumeExportSettingsPage'), (m) => ({ route }) => <m.ResumeExportSettingsPage title={route.title} />),
  'user.other.resumerecord': page(() => import('./records/ResumeRecordPage'), (m) => ({ route }) => <m.ResumeRecordPage title={route.title} />),
  'lite.resume.list': page(() => import('./list/TalentPoolPage'), (m) => ({ route }) => <m.TalentPoolPage title={route.title} variant="lite" />),
  // 平台人才库 (/resume/list/:product) needs a provider subscription this build does not offer.
  'resume.list.product': AreaEmptyState,
};

export default function ResumeArea({ route }: AreaPageProps) {
  const Page = RESUME_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
