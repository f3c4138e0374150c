// 审批: the flow settings pages (/user/manage/jobaudit, /user/manage/recruitaudit, /user/manage/offeraudit) and 我的审批
// (/approval, /lite/approval). Each route key loads only its own page.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ApprovalKind } from '@bole/domain';
import type { AreaPageProps } from '../../lib/routes';

type Page = LazyExoticComponent<ComponentType<AreaPageProps>>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaPageProps>): Page => lazy(() => load().then((m) => ({ default: pick(m) })));

const flowPage = (kind: ApprovalKind): Page => page(() => import('./designer/FlowSettingsPage'), (m) => ({ route }) => <m.FlowSettingsPage title={route.title} kind={kind} />);
const inbox: Page = page(() => import('./inbox/InboxPage'), (m) => ({ route }) => <m.InboxPage title={route.title} />);

export const APPROVAL_PAGES: Record<string, Page> = {
  'user.manage.jobaudit': flowPage('job'),
  'user.manage.recruitaudit': flowPage('demand'),
  'user.manage.offeraudit': flowPage('offer'),
  approval: inbox,
  'lite.approval': inbox,
};

export default function ApprovalsArea({ route }: AreaPageProps) {
  const Page = APPROVAL_PAGES[route.key]!;
  return <Page route={route} />;
}
