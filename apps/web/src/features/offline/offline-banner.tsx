import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { newestAnswerAt, useOffline } from '@/lib/offline/connection';
import './offline-banner.css';

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** While the app works from what it saved: since when, in the reader's time. */
export function OfflineBanner() {
  return useOffline() ? <SavedAtBanner /> : null;
}

function SavedAtBanner() {
  const t = useMessages();
  const { date } = useFormats();
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const newest = useCallback(() => newestAnswerAt(queryClient), [queryClient]);
  const savedAt = useSyncExternalStore(subscribe, newest, newest);
  return (
    <p className="offline-banner" role="status">
      <WifiOff aria-hidden="true" size={18} />
      <span>
        {savedAt === null ? t.offline.bannerNothingSaved : t.offline.banner(date(new Date(savedAt), TIME))}
      </span>
    </p>
  );
}
