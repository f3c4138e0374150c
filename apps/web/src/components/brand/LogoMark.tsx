// The 伯乐招聘 logo mark: a blue rounded square with a white 「B」, drawn inline so it ships with the first screen.
type Props = { size?: number; inverse?: boolean };

export function LogoMark({ size = 28, inverse = false }: Props) {
  const id = inverse ? 'bole-logo-inverse' : 'bole-logo';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="伯乐招聘标志" style={{ flex: 'none', display: 'block' }}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={inverse ? '#ffffff' : '#3b7bff'} />
          <stop offset="1" stopColor={inverse ? '#dfe8ff' : '#1243c9'} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id})`} />
      <path
        d="M20 16h14c7 0 11 3.6 11 9 0 3.4-1.8 5.9-4.7 7.1 3.8 1.1 6.2 4 6.2 8 0 6-4.6 9.9-12 9.9H20V16zm8 6.6v7.6h5c2.8 0 4.4-1.4 4.4-3.8s-1.6-3.8-4.4-3.8h-5zm0 13.6v8.2h5.9c3 0 4.8-1.5 4.8-4.1s-1.8-4.1-4.8-4.1H28z"
        fill={inverse ? '#1d5eff' : '#ffffff'}
      />
    </svg>
  );
}
