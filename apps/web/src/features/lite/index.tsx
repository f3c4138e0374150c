// 用人经理与前台的轻量工作台 (lite): 简历筛选 and the pushed resume page live here; each route key
// loads its own page. Lite routes built by other areas are routed to them in app/areas.ts; the
// rest show the designed empty state until their issue builds them.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const LITE_PAGES: Record<string, Page> = {
  'lite.cvscreen': page(() => import('./cvscreen/CvScreenPage'), (m) => ({ route }) => <m.CvScreenPage title={route.title} />),
  'lite.out.resume': page(() => import('./resume/PushedResumePage'), (m) => m.PushedResumePage),
  'lite.interviewplan': page(() => import('./interviewplan/InterviewPlanPage'), (m) => ({ route }) => <m.InterviewPlanPage title={route.title} />),
  'lite.offeraudit': page(() => import('../offer/lite/OfferAuditPage'), (m) => ({ route }) => <m.OfferAuditPage title={route.title} />),
};

export default function LiteArea({ route }: AreaPageProps) {
  const Page = LITE_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
