import { Radio } from 'lucide-react';
import { useMessages } from '@/i18n/language';

/** A country radio-browser lists no playable station for. */
export function RadioEmpty({ country }: { country: string }) {
  const t = useMessages().radio;
  return (
    <div className="radio-widget__panel radio-widget__panel--empty">
      <span className="radio-widget__icon">
        <Radio aria-hidden="true" size={28} />
      </span>
      <p>{t.empty(country)}</p>
    </div>
  );
}
