// 面试 area (interview) and the interview settings pages that app/areas.ts sends here: one lazy
// module per page, picked by route key; a route not built yet shows the designed empty state.
import type { ComponentType } from 'react';
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import { lazyNamed } from '../../lib/lazy';
import type { AreaPageProps } from '../../lib/routes';

type Page = ComponentType<{ title: string }>;

const PAGES: Record<string, Page> = {
  'recruit.interview': lazyNamed(() => import('./list/InterviewListPage'), 'InterviewListPage'),
  'recruit.interview.calendar': lazyNamed(() => import('./calendar/CalendarPage'), 'CalendarPage'),
  'user.manage.interview': lazyNamed(() => import('./rounds/RoundsPage'), 'RoundsPage'),
  'user.seting.calendar': lazyNamed(() => import('./slots/CalendarSettingsPage'), 'CalendarSettingsPage'),
};

export default function InterviewArea({ route }: AreaPageProps) {
  const Page = PAGES[route.key];
  return Page ? <Page title={route.title} /> : <AreaEmptyState route={route} />;
}
