// 组织架构 /user/company/organization: the page's own lazy module (each company settings page is its own chunk and loads only its antd components).
import type { AreaPageProps } from '../../../lib/routes';
import { OrganizationPage } from './OrganizationPage';

export default function OrganizationPageRoute({ route }: AreaPageProps) {
  return <OrganizationPage title={route.title} />;
}
