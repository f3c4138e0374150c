// 团队管理 /user/company/team: the page's own lazy module (each company settings page is its own chunk and loads only its antd components).
import type { AreaPageProps } from '../../../lib/routes';
import { TeamPage } from './TeamPage';

export default function TeamPageRoute({ route }: AreaPageProps) {
  return <TeamPage title={route.title} />;
}
