import { Link } from 'react-router';
import { LogoMark } from './LogoMark';

type Props = { to?: string; compact?: boolean; inverse?: boolean };

/** Logo mark plus 伯乐招聘, linking home. */
export function BrandMark({ to = '/home', compact = false, inverse = false }: Props) {
  return (
    <Link to={to} aria-label="伯乐招聘首页" style={{ display: 'inline-flex', alignItems: 'center', gap: 10, textDecoration: 'none' }}>
      <LogoMark size={28} />
      {!compact && (
        <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 1, color: inverse ? '#fff' : '#1f2633', whiteSpace: 'nowrap' }}>伯乐招聘</span>
      )}
    </Link>
  );
}
