// /user/seting/report 报表设置 (330019): 报表订阅, loaded by its route key from app/areas.ts.
import type { AreaPageProps } from '../../../lib/routes';
import { SubscriptionsPage } from './SubscriptionsPage';
import './subscriptions.css';

export default function ReportSettingsArea({ route }: AreaPageProps) {
  return <SubscriptionsPage title={route.title} />;
}
