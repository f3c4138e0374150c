// The http client's notices on the sign-in pages, which load without antd's message: errors
// and warnings show as inline alerts (success notices wait for the app's toast after sign-in).
import { useCallback, useEffect, useState } from 'react';
import { InlineAlert } from '../../../components/plain/InlineAlert';
import { registerNotifier } from '../../../lib/notify';
import type { NoticeKind } from '../../../lib/notify';

export type Notice = { kind: NoticeKind; text: string };

const MAX_NOTICES = 3;

/** Registers the page as the notifier for errors and warnings while it is mounted. */
export function useInlineNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(
    () =>
      registerNotifier({
        kinds: ['error', 'warning'],
        show: (kind, text) => setNotices((list) => (list.some((n) => n.text === text) ? list : [...list, { kind, text }].slice(-MAX_NOTICES))),
      }),
    [],
  );
  /** Removes one notice, or all of them without a text. */
  const dismiss = useCallback((text?: string) => setNotices((list) => (text === undefined ? [] : list.filter((n) => n.text !== text))), []);
  return { notices, dismiss };
}

export function NoticeList({ notices, onDismiss }: { notices: Notice[]; onDismiss: (text: string) => void }) {
  return (
    <>
      {notices.map((notice) => (
        <InlineAlert key={notice.text} type={notice.kind === 'warning' ? 'warning' : 'error'} title={notice.text} onClose={() => onDismiss(notice.text)} />
      ))}
    </>
  );
}
