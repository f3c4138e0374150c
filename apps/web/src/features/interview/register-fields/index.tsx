// /user/manage/interviewregister 面试登记表 (routed here by app/areas.ts).
import type { AreaPageProps } from '../../../lib/routes';
import { RegisterFieldsPage } from './RegisterFieldsPage';

export default function InterviewRegisterArea({ route }: AreaPageProps) {
  return <RegisterFieldsPage title={route.title} />;
}
