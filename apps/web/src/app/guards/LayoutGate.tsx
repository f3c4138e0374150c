// Runs the guard for the matched page before its layout renders: login, role area, sys mode
// and permission; then shows the layout (main and lite load lazily, off the login screen's path;
// they bring antd, which standalone and public pages other than the sign-in screens get here).
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PlainButton } from '../../components/plain/PlainButton';
import { StatusView, WarningMark } from '../../components/page/StatusView';
import { useQuery } from '@tanstack/react-query';
import { accountInfoQuery } from '../../api/account';
import { liteCountsQuery } from '../../api/lite-counts';
import { isApiError } from '../../api/errors';
import { PageSpin } from '../../components/page/PageSpin';
import { getToken, useSysType } from '../../lib/session';
import { useCurrentRoute } from '../../lib/routes';
import type { RouteLayout } from '../../lib/routes';
import { availableSysTypes, resolveSysType, sysFromSearch } from '../../lib/sys-mode';
import StandaloneLayout from '../layouts/StandaloneLayout';
import PublicLayout from '../layouts/PublicLayout';
import { loadAntdRoot } from '../antd-root-loader';
import { isPlainPage, preloadPage } from '../areas';
import { decideGuard, landsLiteUser } from './decide';
import { OtherSysView } from './OtherSysView';

const LAYOUTS: Record<RouteLayout, ComponentType | LazyExoticComponent<ComponentType>> = {
  main: lazy(() => import('../layouts/MainLayout')),
  lite: lazy(() => import('../layouts/LiteLayout')),
  standalone: StandaloneLayout,
  public: PublicLayout,
};

const AntdRoot = lazy(loadAntdRoot);

export function LayoutGate({ layout }: { layout: RouteLayout }) {
  const route = useCurrentRoute();
  const location = useLocation();
  const storedSys = useSysType();
  const token = getToken();
  const needsUser = route?.auth === true && token !== null;
  const account = useQuery({ ...accountInfoQuery(), enabled: needsUser });
  // A 用人经理 or 前台 on his way to his landing page: it is the first one with work waiting.
  const landing = route !== undefined && account.data !== undefined && landsLiteUser(route, account.data);
  const work = useQuery({ ...liteCountsQuery(), enabled: landing });

  if (!route) return <Outlet />;

  if (needsUser && account.isError) {
    // An expired login is already on its way to /login; anything else gets a retry.
    if (isApiError(account.error) && account.error.status === '999') return <PageSpin full />;
    return (
      <StatusView
        full
        icon={<WarningMark />}
        title="账号信息加载失败"
        subTitle="请检查网络后重试。"
        extra={
          <PlainButton variant="primary" onClick={() => void account.refetch()}>
            重新加载
          </PlainButton>
        }
      />
    );
  }

  const user = account.data ?? null;
  // The address's `sys` wins over the store, which catches up in an effect after this render.
  const wanted = sysFromSearch(location.search) ?? storedSys;
  const sysType = user ? resolveSysType(user.allows, wanted) : wanted;
  const decision = decideGuard({
    route,
    address: `${location.pathname}${location.search}${location.hash}`,
    token,
    user,
    sysType,
    routeSysOpen: route.sys === undefined || availableSysTypes(user?.allows).includes(route.sys),
    // Without the counts (the call failed) he lands on his first menu page.
    work: !landing ? undefined : work.isPending ? 'loading' : new Map((work.data ?? []).map((c) => [c.key, c.count])),
  });

  if (decision.type === 'redirect') return <Navigate replace to={decision.to} />;
  if (decision.type === 'otherSys') return <OtherSysView title={route.title} sys={decision.sys} current={sysType} />;
  if (decision.type === 'wait') return <PageSpin full tip="正在进入伯乐招聘…" />;

  // A redirecting entry only needs the guard, not its layout.
  if (route.redirect !== undefined) return <Outlet />;

  const Layout = LAYOUTS[layout];
  // Main and lite mount antd themselves (main only around the pages that use it); the sign-in
  // screens and /home are drawn without it.
  const withAntd = (layout === 'standalone' || layout === 'public') && !isPlainPage(route);
  // The layout, the page and antd download together rather than one after the other.
  preloadPage(route);
  if (!isPlainPage(route)) void loadAntdRoot().catch(() => undefined);
  return (
    <Suspense fallback={<PageSpin full />}>
      {withAntd ? (
        <AntdRoot>
          <Layout />
        </AntdRoot>
      ) : (
        <Layout />
      )}
    </Suspense>
  );
}
