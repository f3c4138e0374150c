// The illustration of the lost page: a magnifier over an empty document, in the brand blues.
export function LostIllustration({ width = 260 }: { width?: number }) {
  return (
    <svg width={width} viewBox="0 0 260 200" role="img" aria-label="页面丢失插图" style={{ display: 'block', margin: '0 auto' }}>
      <ellipse cx="130" cy="182" rx="96" ry="10" fill="#e8eefc" />
      <rect x="62" y="28" width="118" height="146" rx="12" fill="#ffffff" stroke="#c9d8ff" strokeWidth="2" />
      <rect x="80" y="52" width="60" height="8" rx="4" fill="#d6e2ff" />
      <rect x="80" y="72" width="82" height="6" rx="3" fill="#eaf0ff" />
      <rect x="80" y="88" width="70" height="6" rx="3" fill="#eaf0ff" />
      <rect x="80" y="104" width="76" height="6" rx="3" fill="#eaf0ff" />
      <rect x="80" y="120" width="48" height="6" rx="3" fill="#eaf0ff" />
      <circle cx="168" cy="118" r="34" fill="#f3f7ff" stroke="#1d5eff" strokeWidth="6" />
      <path d="M192 143l26 26" stroke="#1d5eff" strokeWidth="10" strokeLinecap="round" />
      <text x="168" y="131" textAnchor="middle" fontSize="34" fontWeight="700" fill="#1d5eff" fontFamily="Arial, sans-serif">?</text>
      <circle cx="46" cy="56" r="6" fill="#ffd66b" />
      <circle cx="214" cy="44" r="4" fill="#9db9ff" />
      <circle cx="222" cy="92" r="3" fill="#ffb199" />
    </svg>
  );
}
