import { currencySymbol } from '@wayfarer/core';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { rateDayText, rateShown } from '../money';
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
  const t = useMessages().finances.amount;
  if (!amount.twoCurrencies) return null;
  const options: { value: CurrencySide; name: string }[] = [
    { value: 'home', name: currencyLabel(amount.home) },
    { value: 'trip', name: currencyLabel(amount.away) },
  ];
  return (
    <ChoiceGroup
      className="choice-segments"
      legend={t.currency}
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
  const t = useMessages().finances.amount;
  const format = useFormats();
  if (amount.side !== 'trip') return null;
  const { rate, home, away } = amount;
  const unavailable = rate.kind === 'unavailable';
  return (
    <div className="amount-rate">
      <p className="amount-rate__line" role="status">
        <RateLine amount={amount} />
      </p>
      <TextInput
        label={t.rateLabel(home, away)}
        name="rate"
        inputMode="decimal"
        autoComplete="off"
        placeholder={'rate' in rate ? rateShown(format, rate.rate) : format.decimal(0, 2)}
        value={amount.rateText}
        invalid={amount.rateProblem !== null || unavailable}
        hint={amount.rateProblem ?? (unavailable ? t.rateNeeded(home, away) : t.rateOptional)}
        onChange={(event) => amount.setRateText(event.target.value)}
      />
    </div>
  );
}

function RateLine({ amount }: { amount: AmountFields }) {
  const t = useMessages().finances.amount;
  const format = useFormats();
  const { rate, home, away, homeValue } = amount;
  const worth = homeValue !== null && homeValue > 0 ? ` · ${format.money(homeValue, home)}` : '';
  switch (rate.kind) {
    case 'none':
      return null;
    case 'loading':
      return (
        <>
          <Spinner size={14} /> {t.lookingUp}
        </>
      );
    case 'unavailable':
      return <span className="amount-rate__problem">{rate.message}</span>;
    case 'typed':
      return <>{`${t.typed(away, rateShown(format, rate.rate), home)}${worth}`}</>;
    case 'kept':
      return (
        <>{`${t.kept(away, rateShown(format, rate.rate), home, rateDayText(format, rate.day))}${worth}`}</>
      );
    case 'market':
      return (
        <>{`${t.market(away, rateShown(format, rate.rate), home, rateDayText(format, rate.day))}${worth}`}</>
      );
  }
}
