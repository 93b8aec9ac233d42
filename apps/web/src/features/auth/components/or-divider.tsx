import { useMessages } from '@/i18n/language';
import './or-divider.css';

export function OrDivider() {
  const t = useMessages();
  return (
    <div className="or-divider" aria-hidden="true">
      <span>{t.auth.or}</span>
    </div>
  );
}
