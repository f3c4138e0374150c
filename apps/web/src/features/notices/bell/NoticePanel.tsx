// The bell's panel: the ten newest notices (unread ones with a dot), 全部已读 and 查看全部.
// Choosing a notice marks it read and opens its page.
import { useNavigate } from 'react-router';
import { Empty } from '../../../components/plain/Empty';
import { Skeleton } from '../../../components/plain/Skeleton';
import { useNotices } from '../api/get-notices';
import { useReadAllNotices } from '../api/read-notices';
import { NoticeItem, useOpenNotice } from './NoticeItem';

// The newest this many; the rest on 消息中心.
const PANEL_SIZE = 10;

type Props = { listPath: string; unread: number; onClose: () => void };

export default function NoticePanel({ listPath, unread, onClose }: Props) {
  const navigate = useNavigate();
  const notices = useNotices({ page: 1, pageSize: PANEL_SIZE });
  const readAll = useReadAllNotices();
  const open = useOpenNotice(onClose);
  const list = notices.data?.list ?? [];

  return (
    <div className="bole-notice-panel" role="dialog" aria-label="消息通知">
      <div className="bole-notice-head">
        <span className="bole-notice-heading">消息通知</span>
        <button type="button" className="bole-notice-link" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
          全部已读
        </button>
      </div>
      <div className="bole-notice-list">
        {notices.isLoading && <Skeleton rows={3} />}
        {notices.isError && <Empty description="消息暂时没有加载出来" />}
        {notices.isSuccess && list.length === 0 && <Empty description="暂无消息" />}
        {list.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onOpen={open} />
        ))}
      </div>
      <button
        type="button"
        className="bole-notice-footer"
        onClick={() => {
          onClose();
          void navigate(listPath);
        }}
      >
        查看全部
      </button>
    </div>
  );
}
