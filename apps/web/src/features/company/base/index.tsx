// 企业信息 /user/company/base: the page's own lazy module (each company settings page is its own chunk and loads only its antd components).
import type { AreaPageProps } from '../../../lib/routes';
import { BasePage } from './BasePage';

export default function BasePageRoute({ route }: AreaPageProps) {
  return <BasePage title={route.title} />;
}
