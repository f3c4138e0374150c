// 自动化 and 提醒设置 (/user/seting/automation, /user/seting/prompt): the shell hands this module the
// route table entry and each route key loads its own page.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

/** Route key -> page. */
export const AUTOMATION_PAGES: Record<string, Page> = {
  'user.seting.automation': page(() => import('./AutomationPage'), (m) => ({ route }) => <m.AutomationPage title={route.title} />),
  'user.seting.prompt': page(() => import('./RemindersPage'), (m) => ({ route }) => <m.RemindersPage title={route.title} />),
};

export default function AutomationArea({ route }: AreaPageProps) {
  const Page = AUTOMATION_PAGES[route.key]!;
  return <Page route={route} />;
}
