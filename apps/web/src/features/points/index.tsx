// 资产与套餐 /user/company/assets: the page's own lazy module.
import type { AreaPageProps } from '../../lib/routes';
import { AssetsPage } from './AssetsPage';

export default function AssetsPageRoute({ route }: AreaPageProps) {
  return <AssetsPage title={route.title} />;
}
