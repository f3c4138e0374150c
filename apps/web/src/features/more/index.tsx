// 工具 area (more): 人才地图, 员工动向, 行业报告 and AI海外招聘 are not available yet; each shows the
// page that says so until the issue that builds it replaces this switch.
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import type { AreaPageProps } from '../../lib/routes';

export default function MoreArea({ route }: AreaPageProps) {
  return <AreaEmptyState route={route} />;
}
