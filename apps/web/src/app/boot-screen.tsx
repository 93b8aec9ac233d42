import { Spinner } from '../components/ui/spinner';
import { useMessages } from '../i18n/language';

/** What shows while the first page's code loads. */
export function BootScreen() {
  const t = useMessages();
  return (
    <div className="boot-screen">
      <Spinner label={t.layout.boot.loading} size={28} />
    </div>
  );
}
