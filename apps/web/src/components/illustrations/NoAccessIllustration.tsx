// The illustration of 暂无访问权限: a locked page behind a shield, in the brand blues.
export function NoAccessIllustration({ width = 240 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 240 180" role="img" aria-label="暂无权限插图" style={{ display: 'block', margin: '0 auto' }}>
      <ellipse cx="120" cy="166" rx="92" ry="9" fill="#e8eefc" />
      <rect x="46" y="22" width="112" height="136" rx="12" fill="#ffffff" stroke="#c9d8ff" strokeWidth="2" />
      <rect x="62" y="44" width="56" height="8" rx="4" fill="#d6e2ff" />
      <rect x="62" y="64" width="78" height="6" rx="3" fill="#eaf0ff" />
      <rect x="62" y="80" width="66" height="6" rx="3" fill="#eaf0ff" />
      <rect x="62" y="96" width="72" height="6" rx="3" fill="#eaf0ff" />
      <rect x="62" y="112" width="44" height="6" rx="3" fill="#eaf0ff" />
      <path d="M164 70l38 14v28c0 24-16 40-38 48-22-8-38-24-38-48V84z" fill="#f3f7ff" stroke="#1d5eff" strokeWidth="5" strokeLinejoin="round" />
      <rect x="150" y="106" width="28" height="22" rx="4" fill="#1d5eff" />
      <path d="M156 106v-7a8 8 0 0116 0v7" fill="none" stroke="#1d5eff" strokeWidth="4.5" />
      <circle cx="164" cy="116" r="3" fill="#ffffff" />
      <rect x="162.5" y="117" width="3" height="6" rx="1.5" fill="#ffffff" />
      <circle cx="30" cy="50" r="6" fill="#ffd66b" />
      <circle cx="212" cy="40" r="4" fill="#9db9ff" />
      <circle cx="218" cy="142" r="3" fill="#ffb199" />
    </svg>
  );
}
