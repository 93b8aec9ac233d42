import { Plane } from 'lucide-react';
import { useMessages } from '../i18n/language';
import './brand.css';

interface BrandProps {
  /** 'on-dark' for the side menu and the slogan banner. */
  tone?: 'on-light' | 'on-dark';
  className?: string;
}

/** The product's mark and name. */
export function Brand({ tone = 'on-light', className }: BrandProps) {
  const t = useMessages();
  return (
    <span className={['brand', `brand--${tone}`, className].filter(Boolean).join(' ')}>
      <span className="brand__mark" aria-hidden="true">
        <Plane size={20} strokeWidth={2.25} />
      </span>
      <span className="brand__name">{t.common.brand}</span>
    </span>
  );
}
