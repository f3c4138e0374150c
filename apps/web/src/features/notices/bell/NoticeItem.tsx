// One notice in the bell's panel and on 消息中心: title, text, when, and a dot while unread.
import type { Notice } from '@bole/domain';
import { useNavigate } from 'react-router';
import { useReadNotice } from '../api/read-notices';
import { relativeTime } from '../relative-time';

export function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const unread = notice.readAt === null;
  return (
    <button type="button" className={unread ? 'bole-notice-item is-unread' : 'bole-notice-item'} onClick={() => onOpen(notice)}>
      <span className="bole-notice-dot" aria-label={unread ? '未读' : undefined} />
      <span className="bole-notice-body">
        <span className="bole-notice-title">{notice.title}</span>
        <span className="bole-notice-content">{notice.content}</span>
        <time className="bole-notice-time" dateTime={notice.createdAt}>
          {relativeTime(notice.createdAt)}
        </time>
      </span>
    </button>
  );
}

/** Marks the notice read (when unread) and opens its page; answers the hook's handler. */
export function useOpenNotice(after?: () => void) {
  const navigate = useNavigate();
  const read = useReadNotice();
  return (notice: Notice) => {
    if (notice.readAt === null) read.mutate(notice.id);
    after?.();
    if (notice.link) void navigate(notice.link);
  };
}
