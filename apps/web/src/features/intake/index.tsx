// 简历收取 area (intake): each route key loads its own page, so a route's script holds only that
// page (drawers load when opened). Routes this build does not have yet show the designed empty state.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const INTAKE_PAGES: Record<string, Page> = {
  'resume.mailtake.set': page(() => import('./mailtake/MailboxSetPage'), (m) => m.MailboxSetPage),
  'resume.mailtake.wait': page(() => import('./mailtake/MailWaitPage'), (m) => m.MailWaitPage),
  'resume.mailtake.processed': page(() => import('./mailtake/MailProcessedPage'), (m) => m.MailProcessedPage),
  'user.ditch.channel': page(() => import('./channels/ChannelsPage'), (m) => ({ route }) => <m.ChannelsPage title={route.title} />),
  'resume.helper': page(() => import('./helper/HelperPage'), (m) => ({ route }) => <m.HelperPage title={route.title} />),
  'more.productHelp': page(() => import('./helper/BoardHelpPage'), (m) => m.BoardHelpPage),
  'user.manage.pluginSet': page(() => import('./helper/PluginSetPage'), (m) => ({ route }) => <m.PluginSetPage title={route.title} />),
  'user.manage.filterrule': page(() => import('./rules/FilterRulesPage'), (m) => ({ route }) => <m.FilterRulesPage title={route.title} />),
  'user.manage.resumenorm': page(() => import('./rules/ScoringRulesPage'), (m) => ({ route }) => <m.ScoringRulesPage title={route.title} />),
};

export default function IntakeArea({ route }: AreaPageProps) {
  const Page = INTAKE_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
