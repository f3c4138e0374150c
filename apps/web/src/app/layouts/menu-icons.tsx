// Menu icons by the names the route table and GET /api/common/menu use. An explicit map keeps
// the bundle to the icons the menu needs instead of the whole icon set.
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CloudOutlined,
  FileSearchOutlined,
  FormOutlined,
  HomeOutlined,
  ProfileOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  CloudOutlined: <CloudOutlined />,
  FileSearchOutlined: <FileSearchOutlined />,
  FormOutlined: <FormOutlined />,
  HomeOutlined: <HomeOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  SettingOutlined: <SettingOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
};

/** The icon of a menu entry; unknown names fall back to a neutral one for first-level entries. */
export function menuIcon(name: string | undefined, topLevel: boolean): ReactNode {
  if (name && ICONS[name]) return ICONS[name];
  return topLevel ? <AppstoreOutlined /> : undefined;
}
