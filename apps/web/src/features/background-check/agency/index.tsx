// /out/check: the background check agency's page, its own lazy module without antd.
import { AgencyPage } from './AgencyPage';

export default function AgencyPageRoute() {
  return <AgencyPage />;
}
