// Main pages: a full-width header (brand, company, 社招/校招, user) over a collapsible side menu
// and the content area with the breadcrumb.
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Grid, Layout, Typography } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AntdRoot } from '../AntdRoot';
import { useAccountInfo } from '../../api/account';
import { BrandMark } from '../../components/brand/BrandMark';
import { readJson, writeJson } from '../../lib/storage';
import { NavMenu } from './NavMenu';
import { PageBreadcrumb } from './PageBreadcrumb';
import { SysSwitch } from './SysSwitch';
import { UserMenu } from './UserMenu';

const COLLAPSED_KEY = 'bole:ui:siderCollapsed';
const HEADER_HEIGHT = 56;

function MainFrame() {
  const { data: user } = useAccountInfo();
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState(() => readJson<boolean>(COLLAPSED_KEY) === true);
  const narrow = screens.lg === false;
  const isCollapsed = collapsed || narrow;

  const toggle = () => {
    writeJson(COLLAPSED_KEY, !collapsed);
    setCollapsed(!collapsed);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 20,
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          borderBottom: '1px solid #edf0f5',
          boxShadow: '0 1px 4px rgba(31, 38, 51, 0.04)',
        }}
      >
        <BrandMark compact={screens.sm === false} />
        {user?.companyName && screens.md !== false && (
          <>
            <Divider orientation="vertical" style={{ height: 20, margin: 0 }} />
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }} title={user.companyName}>
              {user.companyName}
            </Typography.Text>
          </>
        )}
        <Flex align="center" gap={16} style={{ marginLeft: 'auto' }}>
          <SysSwitch />
          <UserMenu compact={screens.md === false} />
        </Flex>
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider
          width={216}
          collapsedWidth={64}
          collapsed={isCollapsed}
          trigger={null}
          style={{
            position: 'sticky',
            top: HEADER_HEIGHT,
            height: `calc(100vh - ${HEADER_HEIGHT}px)`,
            overflow: 'auto',
            borderInlineEnd: '1px solid #edf0f5',
          }}
        >
          <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
            <nav style={{ paddingTop: 8, flex: 1 }}>
              <NavMenu mode="inline" collapsed={isCollapsed} keepSys />
            </nav>
            {!narrow && (
              <Button
                type="text"
                block
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={toggle}
                aria-label={collapsed ? '展开菜单' : '收起菜单'}
                style={{ position: 'sticky', bottom: 0, height: 44, borderRadius: 0, borderTop: '1px solid #edf0f5', background: '#fff', color: '#8c95a6' }}
              >
                {collapsed ? null : '收起菜单'}
              </Button>
            )}
          </div>
        </Layout.Sider>
        <Layout.Content style={{ padding: '16px 24px 32px', minWidth: 0 }}>
          <PageBreadcrumb />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** antd (locale, theme, message bridge) lives here, not at the root: the sign-in screens load without it. */
export default function MainLayout() {
  return (
    <AntdRoot>
      <MainFrame />
    </AntdRoot>
  );
}
