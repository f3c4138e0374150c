// 角色权限 /user/manage/role: the page's own lazy module (each company settings page is its own chunk and loads only its antd components).
import type { AreaPageProps } from '../../../lib/routes';
import { RolesPage } from './RolesPage';

export default function RolesPageRoute({ route }: AreaPageProps) {
  return <RolesPage title={route.title} />;
}
