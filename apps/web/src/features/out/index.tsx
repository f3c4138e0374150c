// 候选人与外部访问页 area (out): the candidate feedback pages (/out/feedback/userc/*) and his offer
// answer (/out/feedback/offer, exist, expire) live here;
// the sign-in pages and the shared resume under /out are routed to their areas in app/areas.ts,
// and any other key shows the designed empty state.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const AreaEmptyState: Page = page(() => import('../../components/area-empty-state/AreaEmptyState'), (m) => m.AreaEmptyState);
const feedback: Page = page(() => import('./feedback/FeedbackPage'), (m) => m.FeedbackPage);
const result = (variant: 'exist' | 'expire'): Page => page(() => import('./feedback/FeedbackResultPage'), (m) => () => <m.FeedbackResultPage variant={variant} />);
const offerResult = (variant: 'exist' | 'expire'): Page => page(() => import('./offer/OfferResultPage'), (m) => () => <m.OfferResultPage variant={variant} />);

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const OUT_PAGES: Record<string, Page> = {
  'out.feedback.userc.join': feedback,
  'out.feedback.userc.offer': feedback,
  'out.feedback.userc.abandon': feedback,
  'out.feedback.userc.exist': result('exist'),
  'out.feedback.userc.expire': result('expire'),
  'out.feedback.offer': page(() => import('./offer/OfferAnswerPage'), (m) => m.OfferAnswerPage),
  'out.feedback.exist': offerResult('exist'),
  'out.feedback.expire': offerResult('expire'),
  'out.feedback.join': page(() => import('./join/JoinPage'), (m) => m.JoinPage),
  'out.interview.signin': page(() => import('./interview/SignInPage'), (m) => m.SignInPage),
  'out.interview.register': page(() => import('./interview/RegisterPage'), (m) => m.RegisterPage),
  'out.interview.slots': page(() => import('./interview-slots/SlotsPage'), (m) => m.SlotsPage),
};

export default function OutArea({ route }: AreaPageProps) {
  const Page = OUT_PAGES[route.key] ?? AreaEmptyState;
  return <Page route={route} />;
}
