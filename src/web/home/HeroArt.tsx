// Decorative drawing for the hero: a storm overhead, a home whose lights stay on, and the standby
// generator that keeps them on. Purely decorative, so hidden from assistive technology.
export function HeroArt() {
  return (
    <svg viewBox="0 0 480 360" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#ffd150" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#ffd150" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g fill="#94a3b8" opacity="0.85">
        <ellipse cx="120" cy="70" rx="70" ry="34" />
        <ellipse cx="180" cy="56" rx="58" ry="40" />
        <ellipse cx="236" cy="78" rx="54" ry="28" />
        <rect x="70" y="70" width="210" height="36" rx="18" />
      </g>
      <path d="M178 104 160 150h22l-14 46 40-62h-22l14-30z" fill="#ffb70f" />
      <g stroke="#64748b" strokeWidth="3" strokeLinecap="round" opacity="0.7">
        {[92, 118, 236, 262].map((x) => (
          <line key={x} x1={x} y1="118" x2={x - 10} y2="146" />
        ))}
      </g>
      <circle cx="250" cy="236" r="120" fill="url(#hero-glow)" />
      <path d="M150 236 250 160l100 76z" fill="#1e293b" stroke="#475569" strokeWidth="3" />
      <rect x="166" y="232" width="168" height="96" fill="#334155" stroke="#475569" strokeWidth="3" />
      <rect x="186" y="252" width="38" height="32" rx="3" fill="#ffd150" />
      <rect x="276" y="252" width="38" height="32" rx="3" fill="#ffd150" />
      <rect x="232" y="276" width="36" height="52" rx="3" fill="#1e293b" />
      <circle cx="261" cy="304" r="3" fill="#ffb70f" />
      <path
        d="M392 296c0-22-20-22-40-22h-18"
        fill="none"
        stroke="#ffb70f"
        strokeWidth="4"
        strokeDasharray="8 7"
        strokeLinecap="round"
      />
      <rect x="368" y="290" width="84" height="40" rx="8" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="3" />
      <g stroke="#94a3b8" strokeWidth="3" strokeLinecap="round">
        {[384, 396, 408, 420].map((x) => (
          <line key={x} x1={x} y1="300" x2={x} y2="320" />
        ))}
      </g>
      <circle cx="438" cy="302" r="5" fill="#22c55e" />
      <line x1="20" y1="330" x2="470" y2="330" stroke="#64748b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
