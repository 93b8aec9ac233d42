import type { Itinerary } from '@wayfarer/core';
import { Printer } from 'lucide-react';
import { Link } from 'wouter';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { MessageBox } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useMessages } from '@/i18n/language';
import { useItinerary } from '../api/get-itinerary';
import { dayLabels } from '../day-labels';
import { dayColour, stopNumbers } from '../map-stops';
import { ItemContent } from './item-content';
import './itinerary-print.css';

interface ItineraryPrintProps {
  tripId: string;
  /** The trip's destination, as its title names it. */
  destination: string;
}

/**
 * /itinerary/print: the days one after the other, each item with its times in its own zone, and the
 * ideas last; no menu, no map, no controls on paper (itinerary-print.css), so that the browser prints a
 * clean document or PDF.
 */
export function ItineraryPrint({ tripId, destination }: ItineraryPrintProps) {
  const words = useMessages().itinerary;
  const t = words.print;
  const itinerary = useItinerary(tripId);
  return (
    <main className="itinerary-print">
      <DocumentTitle title={t.documentTitle(destination)} />
      <div className="itinerary-print__controls">
        <Link href="/itinerary" className="button button--secondary">
          <span className="button__content">{t.back}</span>
        </Link>
        <Button icon={<Printer aria-hidden="true" size={20} />} onClick={() => window.print()}>
          {t.print}
        </Button>
      </div>
      <h1 className="itinerary-print__title">{t.title(destination)}</h1>
      {itinerary.data ? (
        <PrintedDays itinerary={itinerary.data} />
      ) : itinerary.isError ? (
        <>
          <MessageBox type="server_error" title={words.page.loadFailed} />
          <RetryButton onRetry={() => void itinerary.refetch()} retrying={itinerary.isFetching} />
        </>
      ) : (
        <Spinner label={t.loading} />
      )}
    </main>
  );
}

function PrintedDays({ itinerary }: { itinerary: Itinerary }) {
  const t = useMessages();
  const language = useLanguage();
  return (
    <>
      {itinerary.days.map((day, index) => {
        const numbers = stopNumbers(day.items);
        const labels = dayLabels(day, index, language, t);
        return (
          <section key={day.id} className="itinerary-print__day">
            <h2>{labels.name}</h2>
            {day.date !== null && day.title && <p className="itinerary-print__day-title">{day.title}</p>}
            {day.notes && <p className="itinerary-print__notes">{day.notes}</p>}
            {day.items.length === 0 ? (
              <p className="itinerary-print__empty">{t.itinerary.day.empty}</p>
            ) : (
              <ol className="itinerary-print__items">
                {day.items.map((item) => (
                  <li key={item.id} className="itinerary-print__item">
                    <ItemContent
                      item={item}
                      onDay={day.date}
                      stopNumber={numbers.get(item.id)}
                      colour={dayColour(index)}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
      {itinerary.ideas.length > 0 && (
        <section className="itinerary-print__day">
          <h2>{t.itinerary.ideas.title}</h2>
          <ol className="itinerary-print__items">
            {itinerary.ideas.map((item) => (
              <li key={item.id} className="itinerary-print__item">
                <ItemContent item={item} onDay={null} colour={dayColour(0)} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
