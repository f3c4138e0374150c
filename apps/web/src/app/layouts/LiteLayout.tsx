// The lite area of 用人经理 and 前台: a light top bar with their few entries, a drawer menu on phones.
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Grid, Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AntdRoot } from '../AntdRoot';
import { BrandMark } from '../../components/brand/BrandMark';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';

function LiteFrame() {
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ position: 'sticky', top: 0, zIndex: 20, display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #edf0f5', padding: mobile ? '0 12px' : undefined }}
      >
        {mobile && <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={() => setDrawerOpen(true)} />}
        <BrandMark to="/lite" />
        {!mobile && <NavMenu mode="horizontal" />}
        <Flex style={{ marginLeft: 'auto' }}>
          <UserMenu compact={mobile} />
        </Flex>
      </Layout.Header>
      {mobile && (
        <Drawer title="伯乐招聘" placement="left" size={260} open={drawerOpen} onClose={() => setDrawerOpen(false)} styles={{ body: { padding: 8 } }}>
          <NavMenu mode="inline" onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout.Content style={{ width: '100%', maxWidth: 1200, margin: '0 auto', padding: mobile ? 12 : '20px 24px 32px' }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

/** antd (locale, theme, message bridge) lives here, not at the root: the sign-in screens load without it. */
export default function LiteLayout() {
  return (
    <AntdRoot>
      <LiteFrame />
    </AntdRoot>
  );
}
