import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Messages } from '@/i18n/catalogue';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { bestQuote, serviceFormula, type ServiceQuote } from '../exchange-model';
import { simulatedAmount } from '../money';

/** Why the cards show no amount, when they show none. */
export type QuoteState = 'ready' | 'loading' | 'no-rate' | 'no-pair' | 'no-value';

const noAmount = (
  t: Messages['exchange']['services'],
): Record<Exclude<QuoteState, 'ready' | 'loading'>, string> => ({
  'no-rate': t.noRate,
  'no-pair': t.noPair,
  'no-value': t.noValue,
});

interface ServiceCardsProps {
  quotes: readonly ServiceQuote[];
  /** The currency received. */
  currency: string;
  state: QuoteState;
  /** Given when the simulated exchange may be recorded in the finances: each card offers it. */
  onRecord?: (quote: ServiceQuote) => void;
}

/** Spec section 2: the three service cards of the fee simulation. */
export function ServiceCards({ quotes, currency, state, onRecord }: ServiceCardsProps) {
  const t = useMessages().exchange.services;
  const headingId = useId();
  const best = state === 'ready' ? bestQuote(quotes) : null;
  return (
    <section className="exchange__services" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t.heading}
      </h2>
      <ul className="exchange__service-list">
        {quotes.map((quote, index) => (
          <li key={quote.service.name}>
            <ServiceCard
              quote={quote}
              number={index + 1}
              currency={currency}
              state={state}
              best={best === index}
              onRecord={onRecord}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ServiceCardProps {
  quote: ServiceQuote;
  number: number;
  currency: string;
  state: QuoteState;
  best: boolean;
  onRecord?: (quote: ServiceQuote) => void;
}

function ServiceCard({ quote, number, currency, state, best, onRecord }: ServiceCardProps) {
  const t = useMessages().exchange.services;
  const format = useFormats();
  const { service, received } = quote;
  const titleId = useId();
  return (
    <Card
      className={['exchange-service', best && 'exchange-service--best'].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className="exchange-service__head">
        <span className="exchange-service__number" aria-hidden="true">
          {number}
        </span>
        <h3 id={titleId}>{t.name(number)}</h3>
        {best && <span className="exchange-service__best">{t.best}</span>}
      </div>
      {state === 'loading' ? (
        <div className="exchange-service__amount" aria-hidden="true">
          <Skeleton width={88} />
          <Skeleton height={28} width="55%" />
        </div>
      ) : state === 'ready' && received !== null ? (
        <p className="exchange-service__amount">
          <span className="exchange__muted">{t.youReceive}</span>
          <strong className="exchange-service__received">
            {simulatedAmount(format, received, currency)}
          </strong>
        </p>
      ) : (
        <p className="exchange-service__amount exchange-service__none">
          {noAmount(t)[state === 'ready' ? 'no-value' : state]}
        </p>
      )}
      <p className="exchange__muted">{serviceFormula(service, currency)}</p>
      {onRecord && state === 'ready' && received !== null && received > 0 && (
        <Button variant="secondary" aria-describedby={titleId} onClick={() => onRecord(quote)}>
          {t.record}
        </Button>
      )}
    </Card>
  );
}
