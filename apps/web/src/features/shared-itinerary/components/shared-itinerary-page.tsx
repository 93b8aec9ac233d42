import type { SharedItinerary, SharedItineraryDay, SharedItineraryItem } from '@wayfarer/core';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { DocumentTitle } from '@/components/document-title';
import { CenteredPage } from '@/components/layout/centered-page';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useFormats, type Formats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';
import { getSharedItinerary } from '../api/get-shared-itinerary';
import { isSharedToken, shownTime } from '../shared-times';
import './shared-itinerary-page.css';

type Problem = 'not_found' | 'too_many' | 'failed';
type PageState =
  | { status: 'loading' }
  | { status: 'ready'; itinerary: SharedItinerary }
  | { status: 'problem'; problem: Problem };

const problemOf = (error: unknown): Problem =>
  error instanceof ApiRequestError && error.status === 404
    ? 'not_found'
    : error instanceof ApiRequestError && error.status === 429
      ? 'too_many'
      : 'failed';

/** This device's zone: a time in another is named with its zone. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const longDay = (formats: Formats, date: string) =>
  formats.date(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * /shared/:token, the itinerary's read-only link, for people without an account: the trip's destination
 * and dates, then each day with its items in order, each time in its own zone. Kept out of search
 * engines (the meta here, and the server's X-Robots-Tag).
 */
export function SharedItineraryPage() {
  const { token = '' } = useParams();
  const t = useMessages().sharedItinerary;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: PageState } | null>(null);
  const key = `${token}#${attempt}`;
  const wellFormed = isSharedToken(token);

  useEffect(() => {
    if (!wellFormed) return;
    let cancelled = false;
    getSharedItinerary(token).then(
      (itinerary) => !cancelled && setSettled({ key, state: { status: 'ready', itinerary } }),
      (error: unknown) =>
        !cancelled && setSettled({ key, state: { status: 'problem', problem: problemOf(error) } }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, key, wellFormed]);

  const state: PageState = !wellFormed
    ? { status: 'problem', problem: 'not_found' }
    : settled?.key === key
      ? settled.state
      : { status: 'loading' };

  return (
    <CenteredPage>
      <DocumentTitle title={t.documentTitle} />
      <meta name="robots" content="noindex" />
      <div className="shared-itinerary" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <div className="shared-itinerary__loading">
            <Spinner size={32} label={t.loading} />
            <p>{t.loading}</p>
          </div>
        ) : state.status === 'problem' ? (
          <SharedTrouble problem={state.problem} onRetry={() => setAttempt((count) => count + 1)} />
        ) : (
          <SharedPlan itinerary={state.itinerary} />
        )}
      </div>
    </CenteredPage>
  );
}

function SharedTrouble({ problem, onRetry }: { problem: Problem; onRetry: () => void }) {
  const t = useMessages().sharedItinerary;
  return (
    <div className="shared-itinerary__trouble">
      <span className="shared-itinerary__icon" aria-hidden="true">
        <TriangleAlert size={28} />
      </span>
      <h1>
        {problem === 'not_found' ? t.notFound.title : problem === 'too_many' ? t.tooMany : t.loadFailed}
      </h1>
      {problem === 'not_found' && <p>{t.notFound.text}</p>}
      {problem === 'failed' && <RetryButton onRetry={onRetry} retrying={false} />}
    </div>
  );
}

function SharedPlan({ itinerary }: { itinerary: SharedItinerary }) {
  const t = useMessages().sharedItinerary;
  const formats = useFormats();
  const { destination, whenDay, returnDate, days } = itinerary;
  const place = [destination.city, formats.country(destination.countrySlug, destination.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="shared-itinerary__plan">
      <h1>{t.heading(place)}</h1>
      <p className="shared-itinerary__dates">
        {t.dates(longDay(formats, whenDay), returnDate === null ? null : longDay(formats, returnDate))}
      </p>
      <p className="shared-itinerary__lead">{t.lead}</p>
      {days.length === 0 ? (
        <p>{t.noDays}</p>
      ) : (
        <ol className="shared-itinerary__days">
          {days.map((day) => (
            <SharedDay key={day.id} day={day} />
          ))}
        </ol>
      )}
    </article>
  );
}

function SharedDay({ day }: { day: SharedItineraryDay }) {
  const t = useMessages().sharedItinerary;
  const formats = useFormats();
  const heading = day.date === null ? t.undated : longDay(formats, day.date);
  return (
    <li className="shared-itinerary__day">
      <h2>
        {heading}
        {day.title && <span className="shared-itinerary__day-title"> · {day.title}</span>}
      </h2>
      {day.notes && <p className="shared-itinerary__notes">{day.notes}</p>}
      {day.items.length === 0 ? (
        <p className="shared-itinerary__empty">{t.nothingPlanned}</p>
      ) : (
        <ol className="shared-itinerary__items">
          {day.items.map((item) => (
            <SharedItem key={item.id} item={item} listedOn={day.date} />
          ))}
        </ol>
      )}
    </li>
  );
}

function SharedItem({ item, listedOn }: { item: SharedItineraryItem; listedOn: string | null }) {
  const t = useMessages().sharedItinerary;
  const formats = useFormats();
  const options = {
    listedOn,
    deviceZone: deviceZone(),
    words: t,
    day: (date: string) => formats.date(date, { weekday: 'short', day: 'numeric', month: 'short' }),
  };
  const start = item.start && shownTime(item.start, options);
  const end = item.end && shownTime(item.end, options);
  const when = start && end ? t.span(start, end) : (start ?? (end && t.until(end)));
  const kind = item.kind === 'transport' && item.mode ? t.modes[item.mode] : t.kinds[item.kind];
  const where =
    item.kind === 'transport' && item.from && item.to
      ? t.fromTo(item.from.name, item.to.name)
      : item.place && [item.place.name, item.place.address].filter(Boolean).join(', ');
  const code = [item.carrier, item.number].filter(Boolean).join(' ');
  return (
    <li className="shared-itinerary__item">
      <p className="shared-itinerary__when">{when || kind}</p>
      <div>
        <h3>{item.title}</h3>
        <p className="shared-itinerary__meta">{[when && kind, where, code].filter(Boolean).join(' · ')}</p>
        {item.notes && <p className="shared-itinerary__notes">{item.notes}</p>}
      </div>
    </li>
  );
}
