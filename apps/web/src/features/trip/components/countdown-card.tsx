import { tripCountdown, type Trip } from '@wayfarer/core';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/i18n/language';
import { FIRST_SCREEN } from '@/lib/reads-after-first-paint';
import { localDay } from '@/lib/calendar-day';
import { useNow } from '@/lib/use-now';
import './countdown-card.css';

/**
 * The days-to-travel box (spec sections 2 and 4): "You'll arrive in {city} at" and the days left,
 * rounded up, or "You arrived in {city} at" and the days since once the date has passed.
 */
export function CountdownCard({ trip, className }: { trip: Trip; className?: string }) {
  const titleId = useId();
  const t = useMessages().trip.countdown;
  const countdown = tripCountdown(trip.whenDay, trip.tripCity, localDay(useNow()));
  return (
    <Card
      className={['countdown-card', `countdown-card--${countdown.phase}`, className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
    >
      <span className="countdown-card__icon" aria-hidden="true">
        <CalendarClock size={22} />
      </span>
      <h2 id={titleId} className="countdown-card__heading">
        {countdown.phase === 'upcoming' ? t.arriving(trip.tripCity) : t.arrived(trip.tripCity)}
      </h2>
      <p className="countdown-card__days">
        <span className="countdown-card__number" elementtiming={FIRST_SCREEN}>
          {countdown.days}
        </span>{' '}
        <span className="countdown-card__unit">{t.unit(countdown.days)}</span>
      </p>
    </Card>
  );
}
