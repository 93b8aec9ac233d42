import { currencyName } from '@wayfarer/core';
import { useId } from 'react';
import { FeedCredit } from '../../../components/feeds/feed-credit';
import { FeedUnavailable } from '../../../components/feeds/feed-unavailable';
import { Card } from '../../../components/ui/card';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { isFeedNotFound } from '../../../lib/feed-status';
import type { RateHistory } from '../exchange-model';
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
  const titleId = useId();
  return (
    <Card className="exchange__chart" aria-labelledby={titleId}>
      <div className="exchange__chart-head">
        <div>
          <h2 id={titleId}>{pairKnown ? `1 ${trip} in ${home}` : 'Exchange rate'}</h2>
          {pairKnown && (
            <p className="exchange__muted">
              {currencyName(trip)} in {currencyName(home)}, the last 7 days
            </p>
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
          {home === trip && (
            <p className="exchange__muted">
              Your home and your trip use the same currency, so 1 {trip} is 1 {home}.
            </p>
          )}
        </>
      ) : !pairKnown ? (
        <p className="exchange__canvas exchange__message">
          Exchange rates need a currency at home and at the destination, and one of your places has none.
        </p>
      ) : loading ? (
        <LoadingRegion label="Loading exchange rates" className="exchange__canvas">
          <Skeleton shape="block" height="100%" />
        </LoadingRegion>
      ) : isFeedNotFound(error) ? (
        <FeedUnavailable
          className="exchange__canvas"
          title="No rates for this pair."
          text={`No source we use has exchange rates between ${currencyName(home)} (${home}) and ${currencyName(trip)} (${trip}).`}
        />
      ) : (
        <FeedUnavailable
          className="exchange__canvas"
          title="Exchange rates are not available right now."
          error={error}
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
      <FeedCredit feed="exchange" lead="Rates:" />
    </Card>
  );
}
