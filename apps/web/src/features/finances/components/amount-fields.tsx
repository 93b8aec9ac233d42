import { currencySymbol, formatMoneyIn } from '@wayfarer/core';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import type { AmountFields, CurrencySide } from '../use-amount-fields';
import './amount-fields.css';

/** '€ EUR': a currency as the choice names it, its sign first. */
const currencyLabel = (code: string) => {
  const symbol = currencySymbol(code);
  return symbol === code ? code : `${symbol} ${code}`;
};

/**
 * Home or trip currency, as a radio group (arrow keys move between the two); nothing when the trip has
 * one currency only.
 */
export function CurrencyChoice({ amount }: { amount: AmountFields }) {
  if (!amount.twoCurrencies) return null;
  const options: { value: CurrencySide; name: string }[] = [
    { value: 'home', name: currencyLabel(amount.home) },
    { value: 'trip', name: currencyLabel(amount.away) },
  ];
  return (
    <ChoiceGroup
      className="choice-segments"
      legend="Currency"
      options={options}
      value={amount.side}
      onChange={amount.setSide}
    />
  );
}

/**
 * For an amount in the trip currency: the rate it will be saved with and what it comes to at home, and
 * the rate the user really got (a card's, a bureau's), which wins when typed and is needed when no rate
 * of the day is known.
 */
export function RateFields({ amount }: { amount: AmountFields }) {
  if (amount.side !== 'trip') return null;
  const { rate, home, away } = amount;
  const unavailable = rate.kind === 'unavailable';
  return (
    <div className="amount-rate">
      <p className="amount-rate__line" role="status">
        <RateLine amount={amount} />
      </p>
      <TextInput
        label={`Rate you really got (${home} per ${away})`}
        name="rate"
        inputMode="decimal"
        autoComplete="off"
        placeholder={'rate' in rate ? rate.rate : '0.00'}
        value={amount.rateText}
        invalid={amount.rateProblem !== null || unavailable}
        hint={
          amount.rateProblem ??
          (unavailable
            ? `Needed: no rate of the day is known. Type what 1 ${away} cost in ${home}.`
            : "Optional: your card's or the bureau's rate, if it was not the day's.")
        }
        onChange={(event) => amount.setRateText(event.target.value)}
      />
    </div>
  );
}

function RateLine({ amount }: { amount: AmountFields }) {
  const { rate, home, away, homeValue } = amount;
  const worth = homeValue !== null && homeValue > 0 ? ` · ${formatMoneyIn(homeValue, home)}` : '';
  switch (rate.kind) {
    case 'none':
      return null;
    case 'loading':
      return (
        <>
          <Spinner size={14} /> Looking up the rate of the day…
        </>
      );
    case 'unavailable':
      return <span className="amount-rate__problem">{rate.message}</span>;
    case 'typed':
      return <>{`Your rate: 1 ${away} = ${rate.rate} ${home}${worth}`}</>;
    case 'kept':
      return <>{`Saved at 1 ${away} = ${rate.rate} ${home}, the rate of ${rate.day}${worth}`}</>;
    case 'market':
      return <>{`1 ${away} = ${rate.rate} ${home}, the rate of ${rate.day}${worth}`}</>;
  }
}
