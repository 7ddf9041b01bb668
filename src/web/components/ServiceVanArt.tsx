import { site } from '../../content/site';
import { t } from '../i18n/pages.messages';

// About us: one of the company's stocked service vans with a standby unit on its trailer, drawn like the
// home page's picture. PLACEHOLDER until the company supplies photographs of its crews and vans.
export function ServiceVanArt() {
  return (
    <svg viewBox="0 0 480 300" width="100%" role="img" aria-labelledby="service-van-title">
      <title id="service-van-title">{t('about.vanArt', { company: site.companyName })}</title>
      <circle cx="240" cy="150" r="130" fill="#ffd150" opacity="0.18" />
      <path
        d="M40 120h170l40 50v60H40z"
        fill="#e2e8f0"
        stroke="#94a3b8"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M214 124h10l34 44h-44z" fill="#1e293b" opacity="0.85" />
      <rect x="40" y="176" width="218" height="16" fill="#ffb70f" />
      <circle cx="110" cy="150" r="18" fill="#ffb70f" />
      <path d="M113 136 103 152h8l-4 12 12-16h-8l4-12z" fill="#0f172a" />
      <rect x="140" y="136" width="56" height="30" rx="4" fill="#1e293b" opacity="0.85" />
      <g stroke="#64748b" strokeWidth="3" strokeLinecap="round">
        <line x1="54" y1="112" x2="196" y2="112" />
        <line x1="54" y1="104" x2="196" y2="104" />
        {[70, 100, 130, 160, 190].map((x) => (
          <line key={x} x1={x} y1="104" x2={x} y2="112" />
        ))}
      </g>
      <line x1="258" y1="218" x2="290" y2="218" stroke="#64748b" strokeWidth="5" strokeLinecap="round" />
      <rect x="290" y="206" width="150" height="16" rx="4" fill="#475569" />
      <rect x="304" y="150" width="122" height="56" rx="8" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="3" />
      <g stroke="#94a3b8" strokeWidth="3" strokeLinecap="round">
        {[322, 336, 350, 364].map((x) => (
          <line key={x} x1={x} y1="162" x2={x} y2="192" />
        ))}
      </g>
      <circle cx="408" cy="166" r="6" fill="#22c55e" />
      {[92, 210, 365].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="232" r="22" fill="#1e293b" />
          <circle cx={cx} cy="232" r="9" fill="#94a3b8" />
        </g>
      ))}
      <line x1="16" y1="256" x2="468" y2="256" stroke="#64748b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
