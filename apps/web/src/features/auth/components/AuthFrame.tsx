// The frame of the auth pages other than login: brand bar, a centred card, a quiet footer; the
// http client's notices show at the top of the card (no antd message on these pages).
import type { CSSProperties, ReactNode } from 'react';
import { BrandMark } from '../../../components/brand/BrandMark';
import { NoticeList, useInlineNotices } from './Notices';
import '../auth.css';

type Props = { title?: ReactNode; subtitle?: ReactNode; width?: number; aside?: ReactNode; children: ReactNode };

const YEAR = new Date().getFullYear();

export function AuthFrame({ title, subtitle, width = 440, aside, children }: Props) {
  const { notices, dismiss } = useInlineNotices();
  const cardStyle: CSSProperties = { maxWidth: width };
  return (
    <div className="auth-frame">
      <header className="auth-frame-header">
        <BrandMark to="/login" />
      </header>
      <main className="auth-frame-main">
        {aside}
        <section className="auth-card" style={cardStyle} aria-labelledby={title ? 'auth-title' : undefined}>
          {title && (
            <h1 id="auth-title" className={subtitle ? 'auth-title auth-title-with-subtitle' : 'auth-title'}>
              {title}
            </h1>
          )}
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
          <NoticeList notices={notices} onDismiss={dismiss} />
          {children}
        </section>
      </main>
      <footer className="auth-frame-footer">© {YEAR} 伯乐招聘 · 让每一次招聘都遇见千里马</footer>
    </div>
  );
}
