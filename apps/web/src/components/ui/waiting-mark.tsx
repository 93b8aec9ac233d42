import { CloudUpload } from 'lucide-react';
import { useMessages } from '@/i18n/language';
import { useIsWaiting } from '@/lib/offline/use-waiting-changes';
import './waiting-mark.css';

/** "Waiting to be sent" on an item changed offline (or one of its parts), until the server has it. */
export function WaitingMark({ itemIds }: { itemIds: readonly string[] }) {
  const t = useMessages();
  if (!useIsWaiting(itemIds)) return null;
  return (
    <span className="waiting-mark">
      <CloudUpload aria-hidden="true" size={14} />
      {t.offline.waiting}
    </span>
  );
}
