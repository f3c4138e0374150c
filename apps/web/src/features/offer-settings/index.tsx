// Offer settings: Offer字段 (/user/manage/offerfield). Offer审批 (/user/manage/offeraudit) is the
// approval flow designer of features/approvals; Offer模板 lives with the offer letters.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const OFFER_SETTINGS_PAGES: Record<string, Page> = {
  'user.manage.offerfield': page(() => import('./fields/OfferFieldsPage'), (m) => ({ route }) => <m.OfferFieldsPage title={route.title} />),
};

export default function OfferSettingsArea({ route }: AreaPageProps) {
  const Page = OFFER_SETTINGS_PAGES[route.key]!;
  return <Page route={route} />;
}
