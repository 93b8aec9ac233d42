import { useId, useMemo } from 'react';
import { CompactFeedUnavailable } from '@/components/feeds/compact-feed-unavailable';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { Card } from '@/components/ui/card';
import { CardTitleLink } from '@/components/ui/card-title-link';
import { useNeverSaved } from '@/components/ui/never-saved';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { isFeedNotFound } from '@/lib/feed-status';
import { useExchangeRates } from '../api/get-exchange-rates';
import { dayLabels, rateHistory } from '../exchange-model';
import { RateSparkline, RateSparklinePlaceholder } from './rate-sparkline';
import { TodayRate, TodayRatePlaceholder } from './today-rate';
import './exchange-widget.css';

/**
 * The dashboard's exchange card (spec section 2): 1 trip-currency unit in the home currency today and a
 * 7-day sparkline. It reads the same query as /exchange, so either page opens the other from cache.
 * Without rates it stays the same size: placeholder values, a grey line while they load, and once they
 * failed or cannot come, why in the line's place (a grey line behind the note read as a chart).
 */
export function ExchangeWidget({ className }: { className?: string }) {
  const t = useMessages().exchange;
  const trip = useCurrentTrip();
  const home = trip.currentCurrency;
  const away = trip.tripCurrency;
  const pairKnown = home !== '' && away !== '';
  const rates = useExchangeRates({ tripCurrency: away, currentCurrency: home });
  // Made again when the language changes: the days are named in it.
  const history = useMemo(() => (rates.data ? rateHistory(rates.data, t) : null), [rates.data, t]);
  // Offline, rates never saved on this device do not come: the card says so rather than loading.
  const neverSaved = useNeverSaved();
  const loading = pairKnown && rates.isPending && !neverSaved;
  const titleId = useId();
  const label = t.pairToday(away || '–', home || '–');
  const days = dayLabels(t);

  return (
    <Card className={['exchange-widget', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <CardTitleLink to="/exchange">{t.title}</CardTitleLink>
      </h2>
      <div className="exchange-widget__body">
        {history ? (
          <TodayRate history={history} home={home} label={label} />
        ) : (
          <TodayRatePlaceholder loading={loading} label={label} />
        )}
        <div className="exchange-widget__chart">
          {history ? (
            <RateSparkline history={history} trip={away} home={home} />
          ) : loading ? (
            <RateSparklinePlaceholder />
          ) : (
            <MissingRates pairKnown={pairKnown} away={away} home={home} rates={rates} />
          )}
        </div>
        <ol className="exchange-widget__labels" aria-hidden="true">
          {days.map((day) => (
            <li key={day}>{day}</li>
          ))}
        </ol>
      </div>
      <FeedCredit feed="exchange" lead={t.ratesLead} lines={2} />
    </Card>
  );
}

interface MissingRatesProps {
  pairKnown: boolean;
  away: string;
  home: string;
  rates: ReturnType<typeof useExchangeRates>;
}

/**
 * Why there is no line, in its place: no currency to compare, no source for the pair, a failure, or
 * rates never saved on this device while offline.
 */
function MissingRates({ pairKnown, away, home, rates }: MissingRatesProps) {
  const messages = useMessages();
  const t = messages.exchange.widget;
  const className = 'exchange-widget__note';
  if (!pairKnown) {
    return (
      <CompactFeedUnavailable className={className} title={t.noCurrenciesTitle} text={t.noCurrenciesText} />
    );
  }
  if (rates.isPending) {
    return (
      <CompactFeedUnavailable
        className={className}
        title={t.unavailable}
        text={messages.offline.neverSaved}
      />
    );
  }
  if (isFeedNotFound(rates.error)) {
    return (
      <CompactFeedUnavailable className={className} title={t.noPairTitle} text={t.noPairText(away, home)} />
    );
  }
  return (
    <CompactFeedUnavailable
      className={className}
      title={t.unavailable}
      error={rates.error}
      onRetry={() => void rates.refetch()}
      retrying={rates.isFetching}
    />
  );
}
