import { useId } from 'react';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { FeedUnavailable } from '@/components/feeds/feed-unavailable';
import { Card } from '@/components/ui/card';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { useRadios } from '../api/get-radios';
import { RadioEmpty } from './radio-empty';
import { RadioPlayer } from './radio-player';
import { RadioSkeleton } from './radio-skeleton';
import './radio-widget.css';

/**
 * The dashboard's radio for the trip's country: the station on, previous, play/pause and next (round
 * the list), and the volume. The card keeps one height in every state, so nothing below it moves.
 */
export function RadioWidget({ className }: { className?: string }) {
  const titleId = useId();
  const t = useMessages().radio;
  const trip = useCurrentTrip();
  const format = useFormats();
  const radios = useRadios(trip.tripCountrySlug);

  return (
    <Card className={['radio-widget', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className="radio-widget__title">
        {t.title}
      </h2>
      <div className="radio-widget__body">
        {radios.data ? (
          radios.data.length > 0 ? (
            <RadioPlayer stations={radios.data} />
          ) : (
            <RadioEmpty country={format.country(trip.tripCountrySlug, trip.tripCountry)} />
          )
        ) : radios.isError ? (
          <FeedUnavailable
            className="radio-widget__unavailable"
            title={t.unavailable}
            error={radios.error}
            onRetry={() => void radios.refetch()}
            retrying={radios.isFetching}
          />
        ) : (
          <RadioSkeleton />
        )}
      </div>
      <FeedCredit feed="radio" lead={t.creditLead} className="radio-widget__credit" />
    </Card>
  );
}
