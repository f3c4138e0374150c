// 账号管理 /user/company/accounts: the page's own lazy module (each company settings page is its own chunk and loads only its antd components).
import type { AreaPageProps } from '../../../lib/routes';
import { AccountsPage } from './AccountsPage';

export default function AccountsPageRoute({ route }: AreaPageProps) {
  return <AccountsPage title={route.title} />;
}
