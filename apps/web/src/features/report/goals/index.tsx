// 招聘目标 /user/seting/goal: the page's own lazy module, apart from the boards' chunks.
import type { AreaPageProps } from '../../../lib/routes';
import { GoalsPage } from './GoalsPage';

export default function GoalsPageRoute({ route }: AreaPageProps) {
  return <GoalsPage title={route.title} />;
}
