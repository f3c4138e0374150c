// The left half of the login screen: the brand, one line of promise and three strengths.
import type { CSSProperties } from 'react';
import { CheckCircleFilledIcon } from '../../../components/plain/icons';
import { LogoMark } from '../../../components/brand/LogoMark';

const YEAR = new Date().getFullYear();
const POINTS = ['社招与校招一体化，一个账号管好全部招聘', '简历自动收取与解析，人才库智能查重', '面试、Offer 与入职全流程在线协同'];

const circle = (size: number, style: CSSProperties): CSSProperties => ({
  position: 'absolute',
  width: size,
  height: size,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.07)',
  ...style,
});

export function BrandPanel() {
  return (
    <aside
      aria-label="伯乐招聘简介"
      // Shown from 992 px (auth.css), as the form's side on wide screens.
      className="auth-brand-panel"
      style={{
        position: 'relative',
        overflow: 'hidden',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '48px 56px',
        color: '#fff',
        background: 'linear-gradient(140deg, #2a6bff 0%, #1d5eff 38%, #1243c9 72%, #0c2f8f 100%)',
      }}
    >
      <span style={circle(420, { right: -160, top: -120 })} />
      <span style={circle(260, { left: -90, bottom: -80 })} />
      <span style={circle(120, { right: 80, bottom: 140, background: 'rgba(255, 255, 255, 0.05)' })} />

      <div style={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 12 }}>
        <LogoMark size={36} inverse />
        <span style={{ fontSize: 22, fontWeight: 600, letterSpacing: 2 }}>伯乐招聘</span>
      </div>

      <div style={{ position: 'relative', maxWidth: 460 }}>
        <h1 style={{ fontSize: 34, lineHeight: 1.35, fontWeight: 600, margin: '0 0 16px', color: '#fff' }}>让每一次招聘，都遇见千里马</h1>
        <p style={{ fontSize: 16, lineHeight: 1.8, margin: '0 0 32px', color: 'rgba(255, 255, 255, 0.85)' }}>
          一站式智能招聘管理平台，从职位发布到候选人入职，招聘团队与用人部门在同一处高效协作。
        </p>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 14 }}>
          {POINTS.map((point) => (
            <li key={point} style={{ display: 'flex', alignItems: 'center', gap: 10, fontSize: 15, color: 'rgba(255, 255, 255, 0.92)' }}>
              <CheckCircleFilledIcon style={{ color: '#8fd3ff', flex: 'none' }} />
              {point}
            </li>
          ))}
        </ul>
      </div>

      <div style={{ position: 'relative', fontSize: 12, color: 'rgba(255, 255, 255, 0.6)' }}>© {YEAR} 伯乐招聘 · 企业招聘管理系统</div>
    </aside>
  );
}
