import { CalendarPlus, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import { useTripAccess } from '@/lib/current-trip';
import { pageTitle } from '@/lib/page-titles';
import { useItinerary } from '../api/get-itinerary';
import { ItineraryNoticeContext, type ItineraryNotice } from '../itinerary-notice';
import { ItineraryPlanner } from './itinerary-planner';
import './itinerary.css';

interface ItineraryPageProps {
  /** The current trip's id, from GET /trips; undefined while it loads, null without a trip. */
  tripId: string | null | undefined;
}

/**
 * /itinerary: the trip day by day. The owner and editors plan it; a viewer reads it, with no control
 * to change it. Print opens the print view.
 */
export function ItineraryOfTrip({ tripId }: ItineraryPageProps) {
  const t = useMessages().itinerary.page;
  const access = useTripAccess();
  const canWrite = access.known && access.may.write;
  const [addingDay, setAddingDay] = useState(false);
  const [notice, setNotice] = useState<Message | null>(null);
  const noticeContext = useMemo<ItineraryNotice>(
    () => ({ notice, notify: setNotice, dismiss: () => setNotice(null) }),
    [notice],
  );

  return (
    <ItineraryNoticeContext value={noticeContext}>
      <Page
        title={pageTitle('/itinerary')}
        actions={
          tripId && (
            <div className="itinerary-page__actions">
              <Link href="/itinerary/print" className="button button--secondary">
                <span className="button__content">
                  <Printer aria-hidden="true" size={20} />
                  {t.print}
                </span>
              </Link>
              {canWrite && (
                <Button
                  icon={<CalendarPlus aria-hidden="true" size={20} />}
                  onClick={() => setAddingDay(true)}
                >
                  {t.addDay}
                </Button>
              )}
            </div>
          )
        }
      >
        {access.known && !access.may.write && <MessageBox type="attention" title={t.viewer} />}
        {notice && <MessageBox {...notice} onClose={() => setNotice(null)} />}
        {tripId === null ? (
          <MessageBox type="attention" title={t.noTrip} />
        ) : tripId === undefined ? (
          <ItinerarySkeleton />
        ) : (
          <TripItinerary
            tripId={tripId}
            canWrite={canWrite}
            addingDay={addingDay}
            onAddDayClosed={() => setAddingDay(false)}
          />
        )}
      </Page>
    </ItineraryNoticeContext>
  );
}

interface TripItineraryProps {
  tripId: string;
  canWrite: boolean;
  addingDay: boolean;
  onAddDayClosed: () => void;
}

function TripItinerary({ tripId, canWrite, addingDay, onAddDayClosed }: TripItineraryProps) {
  const t = useMessages().itinerary.page;
  const itinerary = useItinerary(tripId);
  if (itinerary.data)
    return (
      <ItineraryPlanner
        tripId={tripId}
        itinerary={itinerary.data}
        canWrite={canWrite}
        addingDay={addingDay}
        onAddDayClosed={onAddDayClosed}
      />
    );
  if (itinerary.isError)
    return (
      <div className="itinerary-page__failed">
        <MessageBox type="server_error" title={t.loadFailed} text={t.loadFailedText} />
        <RetryButton onRetry={() => void itinerary.refetch()} retrying={itinerary.isFetching} />
      </div>
    );
  return <ItinerarySkeleton />;
}

/** The timeline's and the map's shapes, while the itinerary is on its way. */
function ItinerarySkeleton() {
  const t = useMessages().layout.placeholder;
  return (
    <LoadingRegion label={t.loading} className="itinerary itinerary--loading">
      <div className="itinerary__plan">
        {[0, 1, 2].map((index) => (
          <div key={index} className="itinerary-day">
            <Skeleton shape="title" width="40%" />
            <Skeleton shape="block" height={64} />
            <Skeleton shape="block" height={64} />
          </div>
        ))}
      </div>
      <div className="itinerary__side">
        <Skeleton shape="block" className="itinerary-map__canvas" />
      </div>
    </LoadingRegion>
  );
}
