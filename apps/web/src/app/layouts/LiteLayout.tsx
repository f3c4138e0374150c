// The lite area of 用人经理 and 前台: a light top bar with their few entries, a drawer menu on phones;
// the entries with work waiting (resumes to screen …) carry its count, the phone's menu button a dot.
import { MenuOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Flex, Grid, Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useLiteCounts } from '../../api/lite-counts';
import { AntdRoot } from '../AntdRoot';
import { BrandMark } from '../../components/brand/BrandMark';
import { NoticeBell } from '../../features/notices/bell/NoticeBell';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';

function LiteFrame() {
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const counts = useLiteCounts();
  const waiting = [...counts.values()].some((n) => n > 0);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ position: 'sticky', top: 0, zIndex: 20, display: 'flex', alignItems: 'center', gap: 24, borderBottom: '1px solid #edf0f5', padding: mobile ? '0 12px' : undefined }}
      >
        {mobile && (
          <Badge dot={waiting} offset={[-6, 6]}>
            <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={() => setDrawerOpen(true)} />
          </Badge>
        )}
        <BrandMark to="/lite" />
        {!mobile && <NavMenu mode="horizontal" counts={counts} />}
        <Flex align="center" gap={mobile ? 4 : 12} style={{ marginLeft: 'auto' }}>
          <NoticeBell listPath="/lite/notices" />
          <UserMenu compact={mobile} />
        </Flex>
      </Layout.Header>
      {mobile && (
        <Drawer title="伯乐招聘" placement="left" size={260} open={drawerOpen} onClose={() => setDrawerOpen(false)} styles={{ body: { padding: 8 } }}>
          <NavMenu mode="inline" counts={counts} onNavigate={() => setDrawerOpen(false)} />
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
