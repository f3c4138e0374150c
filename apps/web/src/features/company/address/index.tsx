// 地址管理 /user/company/address: the page's own lazy module (each company settings page is its own chunk and loads only its antd components).
import type { AreaPageProps } from '../../../lib/routes';
import { AddressPage } from './AddressPage';

export default function AddressPageRoute({ route }: AreaPageProps) {
  return <AddressPage title={route.title} />;
}
