// The empty-state illustration: a soft board with cards, a person and a spark, in brand blues.
export function AreaIllustration({ width = 220 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 220 150" role="img" aria-label="空状态插图" style={{ display: 'block', margin: '0 auto' }}>
      <ellipse cx="110" cy="138" rx="84" ry="8" fill="#eef3ff" />
      <rect x="38" y="18" width="144" height="108" rx="12" fill="#ffffff" stroke="#d6e2ff" strokeWidth="2" />
      <rect x="38" y="18" width="144" height="24" rx="12" fill="#f3f7ff" />
      <circle cx="54" cy="30" r="4" fill="#ffb199" />
      <circle cx="67" cy="30" r="4" fill="#ffd66b" />
      <circle cx="80" cy="30" r="4" fill="#8fdcb3" />
      <rect x="52" y="54" width="50" height="58" rx="8" fill="#f3f7ff" stroke="#c9d8ff" />
      <circle cx="77" cy="74" r="10" fill="#c9d8ff" />
      <rect x="63" y="92" width="28" height="6" rx="3" fill="#d6e2ff" />
      <rect x="112" y="56" width="56" height="8" rx="4" fill="#d6e2ff" />
      <rect x="112" y="72" width="44" height="6" rx="3" fill="#eaf0ff" />
      <rect x="112" y="86" width="50" height="6" rx="3" fill="#eaf0ff" />
      <rect x="112" y="100" width="32" height="10" rx="5" fill="#1d5eff" opacity="0.85" />
      <path d="M190 16l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#ffd66b" />
      <circle cx="26" cy="70" r="4" fill="#9db9ff" />
    </svg>
  );
}
