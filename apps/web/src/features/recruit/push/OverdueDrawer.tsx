// The pushes of a job still awaiting the hiring department's feedback past their reply-by time.
import { Drawer } from 'antd';
import { OverdueRecommendations } from './RecommendationList';

type Props = { open: boolean; jobId: number; jobName: string | undefined; onClose: () => void };

export function OverdueDrawer({ open, jobId, jobName, onClose }: Props) {
  return (
    <Drawer open={open} title={jobName ? `反馈超时的推荐：${jobName}` : '反馈超时的推荐'} size={640} onClose={onClose}>
      <p className="bole-push-muted" style={{ marginTop: 0 }}>
        用人部门超过反馈截止时间仍未反馈的推荐，超时最久的在前。可提醒用人经理到「简历筛选」中反馈。
      </p>
      <OverdueRecommendations jobId={jobId} />
    </Drawer>
  );
}
