// Main pages: a full-width header (brand, company, 社招/校招, user) over a collapsible side menu
// and the content area with the breadcrumb. The frame is drawn without antd, in the look of the
// antd Layout and Menu it replaces (main-layout.css): antd and its provider load with the pages
// that use them, so /home and the frame itself stay light.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useAccountInfo } from '../../api/account';
import { BrandMark } from '../../components/brand/BrandMark';
import { PageSpin } from '../../components/page/PageSpin';
import { MenuFoldIcon, MenuUnfoldIcon } from '../../components/plain/nav-icons';
import '../../components/plain/plain.css';
import { onNoticeWaiting } from '../../lib/notify';
import { useCurrentRoute } from '../../lib/routes';
import { readJson, writeJson } from '../../lib/storage';
import { useMinWidth } from '../../lib/use-media';
import { NoticeBell } from '../../features/notices/bell/NoticeBell';
import { loadAntdRoot } from '../antd-root-loader';
import { isPlainPage } from '../areas';
import { PageBreadcrumb } from './PageBreadcrumb';
import { SideNav } from './SideNav';
import { SysSwitch } from './SysSwitch';
import { UserMenu } from './UserMenu';
import './main-layout.css';

const COLLAPSED_KEY = 'bole:ui:siderCollapsed';

const AntdRoot = lazy(loadAntdRoot);

/**
 * antd's provider around the page, unless the page is drawn without antd; then antd's message
 * loads only when a notice (an error toast of the http client) has to be shown.
 */
function PageContent({ plain }: { plain: boolean }) {
  const [messageHost, setMessageHost] = useState(false);
  useEffect(() => (plain ? onNoticeWaiting(() => setMessageHost(true)) : undefined), [plain]);
  if (!plain) {
    return (
      <Suspense fallback={<PageSpin />}>
        <AntdRoot>
          <Outlet />
        </AntdRoot>
      </Suspense>
    );
  }
  return (
    <>
      <Outlet />
      {messageHost && (
        <Suspense fallback={null}>
          <AntdRoot />
        </Suspense>
      )}
    </>
  );
}

export default function MainLayout() {
  const { data: user } = useAccountInfo();
  const route = useCurrentRoute();
  const sm = useMinWidth('sm');
  const md = useMinWidth('md');
  const lg = useMinWidth('lg');
  const [collapsed, setCollapsed] = useState(() => readJson<boolean>(COLLAPSED_KEY) === true);
  const narrow = !lg;
  const isCollapsed = collapsed || narrow;

  const toggle = () => {
    writeJson(COLLAPSED_KEY, !collapsed);
    setCollapsed(!collapsed);
  };

  const siderWidth = isCollapsed ? 64 : 216;
  return (
    <div className="bole-main">
      <header className="bole-header">
        <BrandMark compact={!sm} />
        {user?.companyName && md && (
          <>
            <span className="bole-header-divider" role="separator" aria-orientation="vertical" />
            <span className="bole-header-company" title={user.companyName}>
              {user.companyName}
            </span>
          </>
        )}
        <div className="bole-header-end">
          <SysSwitch />
          <NoticeBell listPath="/home/notices" />
          <UserMenu compact={!md} />
        </div>
      </header>
      <div className="bole-body">
        <aside className="bole-sider" style={{ width: siderWidth, minWidth: siderWidth, maxWidth: siderWidth, flexBasis: siderWidth }}>
          <div className="bole-sider-inner">
            <nav aria-label="主导航">
              <SideNav collapsed={isCollapsed} keepSys />
            </nav>
            {!narrow && (
              <button type="button" className="bole-sider-toggle" onClick={toggle} aria-label={collapsed ? '展开菜单' : '收起菜单'}>
                <span className="bole-icon" aria-hidden="true">
                  {collapsed ? <MenuUnfoldIcon /> : <MenuFoldIcon />}
                </span>
                {collapsed ? null : <span>收起菜单</span>}
              </button>
            )}
          </div>
        </aside>
        <main className="bole-content">
          <PageBreadcrumb />
          <PageContent plain={route ? isPlainPage(route) : false} />
        </main>
      </div>
    </div>
  );
}
