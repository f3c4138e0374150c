// /user/seting/email 邮箱设置 (features/messaging/settings), loaded by its route key from app/areas.ts.
import type { AreaPageProps } from '../../../lib/routes';
import { EmailSettingsPage } from './EmailSettingsPage';

export default function EmailSettingsArea({ route }: AreaPageProps) {
  return <EmailSettingsPage title={route.title} />;
}
