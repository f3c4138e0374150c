// 会议室管理 /user/company/meetingroom: the page's own lazy module (each company settings page is its own chunk and loads only its antd components).
import type { AreaPageProps } from '../../../lib/routes';
import { MeetingRoomPage } from './MeetingRoomPage';

export default function MeetingRoomPageRoute({ route }: AreaPageProps) {
  return <MeetingRoomPage title={route.title} />;
}
