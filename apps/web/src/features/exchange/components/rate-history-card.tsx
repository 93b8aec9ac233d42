import { useId } from 'react';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { FeedUnavailable } from '@/components/feeds/feed-unavailable';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { isFeedNotFound } from '@/lib/feed-status';
import type { RateHistory } from '../exchange-model';
import { currencyNameIn } from '../money';
import { RateChart } from './rate-chart';
import { TodayRate, TodayRatePlaceholder } from './today-rate';

interface RateHistoryCardProps {
  home: string;
  trip: string;
  history: RateHistory | null;
  /** Both currencies are known (spec section 7: otherwise nothing is asked). */
  pairKnown: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Spec section 2: the 7-day history of 1 trip-currency unit in the home currency, today's rate large. */
export function RateHistoryCard({
  home,
  trip,
  history,
  pairKnown,
  loading,
  error,
  onRetry,
  retrying,
}: RateHistoryCardProps) {
  const t = useMessages().exchange;
  const { language } = useFormats();
  const currencyName = (code: string) => currencyNameIn(language, code);
  const titleId = useId();
  return (
    <Card className="exchange__chart" aria-labelledby={titleId}>
      <div className="exchange__chart-head">
        <div>
          <h2 id={titleId}>{pairKnown ? t.pair(trip, home) : t.history.title}</h2>
          {pairKnown && (
            <p className="exchange__muted">{t.history.namesWeek(currencyName(trip), currencyName(home))}</p>
          )}
        </div>
        {history ? (
          <TodayRate history={history} home={home} className="exchange__today" />
        ) : loading ? (
          <TodayRatePlaceholder loading className="exchange__today" />
        ) : null}
      </div>
      {history ? (
        <>
          <RateChart history={history} home={home} trip={trip} />
          {home === trip && <p className="exchange__muted">{t.history.sameCurrency(trip, home)}</p>}
        </>
      ) : !pairKnown ? (
        <p className="exchange__canvas exchange__message">{t.history.noPlaceCurrency}</p>
      ) : loading ? (
        <LoadingRegion label={t.history.loading} className="exchange__canvas">
          <Skeleton shape="block" height="100%" />
        </LoadingRegion>
      ) : isFeedNotFound(error) ? (
        <FeedUnavailable
          className="exchange__canvas"
          title={t.history.noPairTitle}
          text={t.history.noPairText(currencyName(home), home, currencyName(trip), trip)}
        />
      ) : (
        <FeedUnavailable
          className="exchange__canvas"
          title={t.history.unavailable}
          error={error}
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
      <FeedCredit feed="exchange" lead={t.ratesLead} />
    </Card>
  );
}
