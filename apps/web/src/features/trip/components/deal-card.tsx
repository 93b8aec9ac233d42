import type { Trip } from '@wayfarer/core';
import { Plane, Ticket } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { FIRST_SCREEN } from '@/lib/reads-after-first-paint';
import { ticketDate } from '../ticket-date';
import './deal-card.css';

interface DealCardProps {
  trip: Trip;
  /** The signed-in user's name; undefined while it loads. */
  passenger: string | undefined;
  className?: string;
}

/**
 * The dashboard's 'Deal' ticket (spec section 2): from the home city to the trip city, the passenger,
 * the trip's day and a price kept hidden, with a stub whose 'Discover' leads to the places to visit.
 */
export function DealCard({ trip, passenger, className }: DealCardProps) {
  const titleId = useId();
  const t = useMessages().trip.deal;
  const format = useFormats();
  return (
    <Card className={['deal-card', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="deal-card__ticket">
        <div className="deal-card__main">
          <h2 id={titleId} className="deal-card__title" elementtiming={FIRST_SCREEN}>
            <Ticket aria-hidden="true" size={20} />
            {t.title}
          </h2>
          <div className="deal-card__route">
            <TicketPlace
              label={t.from}
              city={trip.currentCity}
              country={format.country(trip.currentCountrySlug, trip.currentCountry)}
            />
            <span className="deal-card__flight" aria-hidden="true">
              <Plane size={22} />
            </span>
            <TicketPlace
              label={t.to}
              city={trip.tripCity}
              country={format.country(trip.tripCountrySlug, trip.tripCountry)}
            />
          </div>
          <dl className="deal-card__details">
            <div>
              <dt>{t.passenger}</dt>
              <dd>{passenger ?? <Skeleton width="8em" />}</dd>
            </div>
            <div>
              <dt>{t.date}</dt>
              <dd>
                <time dateTime={trip.whenDay}>{ticketDate(trip.whenDay)}</time>
              </dd>
            </div>
          </dl>
        </div>
        <div className="deal-card__stub">
          <p className="deal-card__label">{t.price}</p>
          <p className="deal-card__price">
            <span aria-hidden="true">$ ****.**</span>
            <span className="visually-hidden">{t.hidden}</span>
          </p>
          <Link to="/advices" className="button button--primary deal-card__discover">
            {t.discover}
          </Link>
        </div>
      </div>
    </Card>
  );
}

function TicketPlace({ label, city, country }: { label: string; city: string; country: string }) {
  return (
    <p className="deal-card__place">
      <span className="deal-card__label">{label}</span>
      <span className="deal-card__city" title={city}>
        {city}
      </span>
      <span className="deal-card__country" title={country}>
        {country}
      </span>
    </p>
  );
}
