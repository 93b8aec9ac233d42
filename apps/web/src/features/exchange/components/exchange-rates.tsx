import { DEFAULT_EXCHANGE_VALUE_CENTS, type ExchangeDirection } from '@wayfarer/core';
import { useMemo, useState } from 'react';
import { Page } from '@/components/layout/page';
import { MessageBox } from '@/components/ui/message-box';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { isFeedNotFound } from '@/lib/feed-status';
import { moneyInputText } from '@/lib/money-text';
import { useExchangeRates } from '../api/get-exchange-rates';
import {
  exchangeSides,
  marketAmount,
  quoteServices,
  rateHistory,
  serviceNumber,
  type ServiceQuote,
} from '../exchange-model';
import { ExchangeSimulator } from './exchange-simulator';
import { RateHistoryCard } from './rate-history-card';
import { RecordExchangeModal, type RecordExchange } from './record-exchange-modal';
import { ServiceCards, type QuoteState } from './service-cards';
import './exchange.css';
import { pageTitle } from '@/lib/page-titles';

interface ExchangeRatesProps {
  /**
   * Saves the exchange a service card simulates as an entrance of the finances (the route composes it
   * with the finances feature); without it the cards offer no 'Record this exchange'.
   */
  recordExchange?: RecordExchange;
}

/**
 * What /exchange shows (its page, app/routes/exchange-page.tsx, adds the finances): the 7-day rate
 * history between home and trip currencies, and the fee simulation, whose exchange from home to trip
 * money may be recorded in the finances.
 */
export function ExchangeRates({ recordExchange }: ExchangeRatesProps) {
  const t = useMessages().exchange;
  const format = useFormats();
  const trip = useCurrentTrip();
  const home = trip.currentCurrency;
  const away = trip.tripCurrency;
  const pairKnown = home !== '' && away !== '';
  const rates = useExchangeRates({ tripCurrency: away, currentCurrency: home });
  const [direction, setDirection] = useState<ExchangeDirection>('toTrip');
  const [value, setValue] = useState(() => moneyInputText(DEFAULT_EXCHANGE_VALUE_CENTS, format));
  const [recording, setRecording] = useState<ServiceQuote | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);

  // Made again when the language changes: the days are named in it.
  const history = useMemo(() => (rates.data ? rateHistory(rates.data, t) : null), [rates.data, t]);
  const loading = pairKnown && rates.isPending;
  const valueCents = format.parseMoney(value);
  const quotes = quoteServices(valueCents, history?.today, direction);
  const quoteState: QuoteState = loading
    ? 'loading'
    : !history
      ? isFeedNotFound(rates.error)
        ? 'no-pair'
        : 'no-rate'
      : valueCents === null || valueCents <= 0
        ? 'no-value'
        : 'ready';

  return (
    <Page title={pageTitle('/exchange')}>
      <div className="exchange">
        <RateHistoryCard
          home={home}
          trip={away}
          history={history}
          pairKnown={pairKnown}
          loading={loading}
          error={rates.error}
          onRetry={() => void rates.refetch()}
          retrying={rates.isFetching}
        />
        <ExchangeSimulator
          home={home}
          trip={away}
          direction={direction}
          onDirection={setDirection}
          value={value}
          onValue={setValue}
          market={marketAmount(valueCents, history?.today, direction)}
        />
        {recorded && (
          <MessageBox
            className="exchange__recorded"
            type="success"
            title={t.record.done}
            text={t.record.doneText(recorded)}
            onClose={() => setRecorded(null)}
          />
        )}
        <ServiceCards
          quotes={quotes}
          currency={exchangeSides(direction, home, away).to}
          state={quoteState}
          // Home money bought into the trip currency is what the finances take as trip money.
          onRecord={recordExchange && direction === 'toTrip' ? setRecording : undefined}
        />
      </div>
      {recordExchange && recording && valueCents !== null && recording.received !== null && (
        <RecordExchangeModal
          serviceName={t.services.name(serviceNumber(recording.service))}
          home={home}
          trip={away}
          paid={valueCents}
          received={recording.received}
          record={recordExchange}
          onRecorded={(text) => {
            setRecording(null);
            setRecorded(text);
          }}
          onClose={() => setRecording(null)}
        />
      )}
    </Page>
  );
}
