// 招聘流程设置: the stage library (/user/manage/recruitstage), the process templates built from it
// (/user/manage/recruitprocess) and 通用招聘设置 (/user/seting/recruit). Each route key loads its own page.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

export const PROCESS_PAGES: Record<string, Page> = {
  'user.manage.recruitstage': page(() => import('./stages/StagesPage'), (m) => ({ route }) => <m.StagesPage title={route.title} />),
  'user.manage.recruitprocess': page(() => import('./processes/ProcessesPage'), (m) => ({ route }) => <m.ProcessesPage title={route.title} />),
  'user.seting.recruit': page(() => import('./settings/RecruitSettingsPage'), (m) => ({ route }) => <m.RecruitSettingsPage title={route.title} />),
};

export default function ProcessSettingsArea({ route }: AreaPageProps) {
  const Page = PROCESS_PAGES[route.key]!;
  return <Page route={route} />;
}
