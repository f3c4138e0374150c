// The frame of the auth pages other than login: brand bar, a centred card, a quiet footer.
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand/BrandMark';

type Props = { title?: ReactNode; subtitle?: ReactNode; width?: number; aside?: ReactNode; children: ReactNode };

const YEAR = new Date().getFullYear();

export function AuthFrame({ title, subtitle, width = 440, aside, children }: Props) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'linear-gradient(180deg, #e9f0ff 0%, #f5f8fe 360px, #f7f9fc 100%)' }}>
      <header style={{ height: 64, display: 'flex', alignItems: 'center', padding: '0 32px' }}>
        <BrandMark to="/login" />
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', gap: 32, padding: '32px 16px 48px', flexWrap: 'wrap' }}>
        {aside}
        <Card variant="borderless" style={{ width: '100%', maxWidth: width, boxShadow: '0 12px 40px rgba(29, 94, 255, 0.08)', borderRadius: 14 }} styles={{ body: { padding: '32px 32px 28px' } }}>
          {title && (
            <Typography.Title level={3} style={{ marginBottom: subtitle ? 6 : 24 }}>
              {title}
            </Typography.Title>
          )}
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </Card>
      </main>
      <footer style={{ textAlign: 'center', color: '#8c95a6', fontSize: 12, padding: '16px 0 24px' }}>© {YEAR} 伯乐招聘 · 让每一次招聘都遇见千里马</footer>
    </div>
  );
}
