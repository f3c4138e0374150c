// /user/template/email 邮件模板 (features/messaging/templates), loaded by its route key from app/areas.ts.
import type { AreaPageProps } from '../../../lib/routes';
import { TemplatesPage } from './TemplatesPage';

export default function TemplatesArea({ route }: AreaPageProps) {
  return <TemplatesPage title={route.title} />;
}
