import type { Weather } from '@wayfarer/core';
import { useId } from 'react';
import { CompactFeedUnavailable } from '@/components/feeds/compact-feed-unavailable';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { isFeedNotFound } from '@/lib/feed-status';
import { useWeather } from '../api/get-weather';
import { weatherReading } from '../weather-reading';
import './weather-widget.css';

/**
 * The dashboard's weather card (spec section 2): the trip city's temperature and feels-like in Celsius,
 * the description and an icon of our own. Always the same height, loading, failed or loaded.
 */
export function WeatherWidget({ className }: { className?: string }) {
  const trip = useCurrentTrip();
  const t = useMessages().weather;
  const weather = useWeather({ city: trip.tripCity, country: trip.tripCountrySlug });
  const titleId = useId();

  return (
    <Card className={['weather-widget', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <div className="weather-widget__body">
        {weather.data ? (
          <WeatherNow weather={weather.data} city={trip.tripCity} />
        ) : isFeedNotFound(weather.error) ? (
          // The atlas does not know the city: asking again would get the same answer.
          <CompactFeedUnavailable title={t.unknownCity.title(trip.tripCity)} text={t.unknownCity.text} />
        ) : weather.isError ? (
          <CompactFeedUnavailable
            title={t.unavailable}
            error={weather.error}
            onRetry={() => void weather.refetch()}
            retrying={weather.isFetching}
          />
        ) : (
          <LoadingRegion label={t.loading} className="weather-now">
            <Skeleton shape="circle" width={56} className="weather-now__icon-skeleton" />
            <Skeleton height={28} width="70%" className="weather-now__temperature-skeleton" />
            <Skeleton width="85%" className="weather-now__feels-skeleton" />
            <Skeleton height={16} width="75%" className="weather-now__description-skeleton" />
          </LoadingRegion>
        )}
      </div>
      <FeedCredit feed="weather" lead={t.creditLead} lines={2} />
    </Card>
  );
}

function WeatherNow({ weather, city }: { weather: Weather; city: string }) {
  const t = useMessages().weather;
  const { temperature, feelsLike, description, Icon } = weatherReading(weather, useFormats());
  return (
    <div className="weather-now">
      <span className="weather-now__icon">
        <Icon aria-hidden="true" size={32} strokeWidth={1.75} />
      </span>
      <p className="weather-now__temperature">{temperature}</p>
      <p className="weather-now__feels">{feelsLike}</p>
      <p className="weather-now__description">
        {description}
        <span className="weather-now__city">{t.inCity(city)}</span>
      </p>
    </div>
  );
}
