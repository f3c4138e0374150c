// The header's bell: the unread count as a badge (polled every minute and on focus), and on
// click a panel with the newest notices. Drawn without antd so the main layout stays light; the
// panel loads on first open (or when the bell is pointed at).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { svgIcon } from '../../../components/plain/icons';
import '../../../components/plain/plain.css';
import { useUnreadNoticeCount } from '../api/get-unread-count';
import './notice-bell.css';

const loadPanel = () => import('./NoticePanel');
const NoticePanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel().catch(() => undefined);

const BellIcon = svgIcon([
  'M816 768h-24V428c0-141.1-104.3-257.7-240-277.1V112c0-22.1-17.9-40-40-40s-40 17.9-40 40v38.9c-135.7 19.4-240 136-240 277.1v340h-24c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h216c0 61.8 50.2 112 112 112s112-50.2 112-112h216c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM512 888c-26.5 0-48-21.5-48-48h96c0 26.5-21.5 48-48 48zM304 768V428c0-55.6 21.6-107.8 60.9-147.1S456.4 220 512 220c55.6 0 107.8 21.6 147.1 60.9S720 372.4 720 428v340H304z',
]);

/** `listPath` is the full list of this layout: /home/notices, or /lite/notices in the lite area. */
export function NoticeBell({ listPath }: { listPath: string }) {
  const count = useUnreadNoticeCount();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // A click elsewhere or Escape closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="bole-notice" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="bole-notice-trigger"
        aria-label={count > 0 ? `消息通知，${count}条未读` : '消息通知'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <span className="bole-icon" aria-hidden="true">
          <BellIcon />
        </span>
        {count > 0 && (
          <span className="bole-notice-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={<div className="bole-notice-panel bole-notice-loading">加载中…</div>}>
          <NoticePanel listPath={listPath} unread={count} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
