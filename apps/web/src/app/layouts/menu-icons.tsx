// Menu icons by the names the route table and GET /api/common/menu use, drawn as inline SVG so
// the navigation needs neither the icon runtime nor antd. An explicit map keeps the bundle to the
// icons the menu needs instead of the whole icon set.
import type { ComponentType, ReactNode, SVGProps } from 'react';
import {
  AppstoreIcon,
  AuditIcon,
  BarChartIcon,
  CalendarIcon,
  CloudIcon,
  FileSearchIcon,
  FormIcon,
  HomeIcon,
  ProfileIcon,
  SettingIcon,
  SolutionIcon,
  TeamIcon,
} from '../../components/plain/nav-icons';

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  AppstoreOutlined: AppstoreIcon,
  AuditOutlined: AuditIcon,
  BarChartOutlined: BarChartIcon,
  CalendarOutlined: CalendarIcon,
  CloudOutlined: CloudIcon,
  FileSearchOutlined: FileSearchIcon,
  FormOutlined: FormIcon,
  HomeOutlined: HomeIcon,
  ProfileOutlined: ProfileIcon,
  SettingOutlined: SettingIcon,
  SolutionOutlined: SolutionIcon,
  TeamOutlined: TeamIcon,
};

/**
 * The icon of a menu entry; unknown names fall back to a neutral one for first-level entries.
 * The `anticon` class gives it antd's icon styles inside the lite layout's antd Menu too.
 */
export function menuIcon(name: string | undefined, topLevel: boolean): ReactNode {
  const Icon = (name && ICONS[name]) || (topLevel ? AppstoreIcon : undefined);
  return Icon ? (
    <span className="anticon bole-icon" aria-hidden="true">
      <Icon />
    </span>
  ) : undefined;
}
