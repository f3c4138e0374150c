// Third-party integrations (/user/other/docking 第三方对接): one module for the shell's router,
// which hands it the route table entry; each route key renders its page.
import type { ComponentType } from 'react';
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import type { AreaPageProps } from '../../lib/routes';
import { DockingPage } from './dingtalk/DockingPage';

type Page = ComponentType<{ title: string }>;

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const INTEGRATION_PAGES: Record<string, Page> = {
  'user.other.docking': DockingPage,
};

export default function IntegrationsArea({ route }: AreaPageProps) {
  const Page = INTEGRATION_PAGES[route.key];
  return Page ? <Page title={route.title} /> : <AreaEmptyState route={route} />;
}
