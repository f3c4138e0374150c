// 消息中心: the full list of in-app notices at /home/notices and /lite/notices (the bell in the
// layouts' headers is `bell/NoticeBell`).
import type { AreaPageProps } from '../../lib/routes';
import { NoticesPage } from './NoticesPage';

export default function NoticesArea({ route }: AreaPageProps) {
  return <NoticesPage title={route.title} />;
}
