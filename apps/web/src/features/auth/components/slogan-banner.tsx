import { Brand } from '@/components/brand';
import { useMessages } from '@/i18n/language';
import './slogan-banner.css';

/** The banner beside the account panel: product name and slogan over a quiet flight-path drawing. */
export function SloganBanner() {
  const t = useMessages();
  return (
    <section className="slogan-banner" aria-labelledby="slogan-title">
      <h1 id="slogan-title" className="slogan-banner__brand">
        <Brand tone="on-dark" />
      </h1>
      <div className="slogan-banner__copy">
        <p className="slogan-banner__slogan">{t.auth.slogan.slogan}</p>
        <p className="slogan-banner__lead">{t.auth.slogan.lead}</p>
      </div>
      <svg className="slogan-banner__route" viewBox="0 0 400 200" aria-hidden="true" focusable="false">
        <path
          d="M20 170 C 110 170, 120 60, 210 70 S 330 150, 380 30"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
        <circle cx="20" cy="170" r="6" fill="currentColor" />
        <circle cx="380" cy="30" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="380" cy="30" r="4" fill="currentColor" />
      </svg>
    </section>
  );
}
