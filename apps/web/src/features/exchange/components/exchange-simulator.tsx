import type { ExchangeDirection } from '@wayfarer/core';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { MoneyInput } from '@/components/ui/money-input';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { directionLabel, exchangeSides } from '../exchange-model';
import { currencyNameIn, simulatedAmount } from '../money';

const DIRECTIONS: readonly ExchangeDirection[] = ['toTrip', 'toHome'];

interface ExchangeSimulatorProps {
  home: string;
  trip: string;
  direction: ExchangeDirection;
  onDirection: (direction: ExchangeDirection) => void;
  value: string;
  onValue: (text: string) => void;
  /** Cents received at the market rate, no fee taken; null while there is no rate or value. */
  market: number | null;
}

/** Spec section 2: the 'Type of exchange' toggle and the Value the three services are simulated for. */
export function ExchangeSimulator({
  home,
  trip,
  direction,
  onDirection,
  value,
  onValue,
  market,
}: ExchangeSimulatorProps) {
  const t = useMessages().exchange.simulator;
  const format = useFormats();
  const titleId = useId();
  const { from, to } = exchangeSides(direction, home, trip);
  return (
    <Card className="exchange__simulator" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <ChoiceGroup
        className="choice-segments"
        legend={t.type}
        options={DIRECTIONS.map((option) => ({ value: option, name: directionLabel(option, home, trip) }))}
        value={direction}
        onChange={onDirection}
      />
      <p className="exchange__muted">
        {t.youPay(currencyNameIn(format.language, from), currencyNameIn(format.language, to))}
      </p>
      <MoneyInput label={t.value} value={value} onChange={onValue} currency={from} />
      {/* The line keeps its place while there is no rate, so nothing below moves when one arrives. */}
      <p className="exchange__market">
        {market !== null && (
          <>
            {t.marketBefore} <strong>{simulatedAmount(format, market, to)}</strong>
            {t.marketAfter}
          </>
        )}
      </p>
    </Card>
  );
}
