import {
  convertCents,
  otherCurrencyOf,
  parseRate,
  type CalendarDay,
  type OtherCurrencyFields,
} from '@wayfarer/core';
import { useState } from 'react';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { moneyInputProblem, moneyInputText } from '@/lib/money-text';
import { amountBody, type AmountBody } from './amount-body';
import { rateUnavailableText } from './messages';
import { rateShown } from './money';
import { useFinanceRate } from './api/get-finance-rate';

/** Which of the trip's two currencies an amount is entered in. */
export type CurrencySide = 'home' | 'trip';

/** What an entrance, a goal and a cost hold of money. */
export interface AmountItem extends OtherCurrencyFields {
  /** Home cents. */
  value: number;
  /** The item's day, whose rate it takes; goals have none. */
  dateDay?: CalendarDay;
}

/** Where the rate an amount in the trip currency is saved with comes from, as the form shows it. */
export type RateState =
  /** The home currency is chosen: no rate. */
  | { kind: 'none' }
  /** The rate the user typed. */
  | { kind: 'typed'; rate: string }
  /** Nothing the money depends on changed: the stored rate stays. */
  | { kind: 'kept'; rate: string; day: string }
  | { kind: 'loading' }
  /** The market rate of the day, as the server will take it. */
  | { kind: 'market'; rate: string; day: string }
  /** No source has a rate for the day (or the server could not be asked): the user must type one. */
  | { kind: 'unavailable'; message: string };

/**
 * The amount fields of a finance form: which currency (home or trip), the amount in it, and the rate
 * the user really got. A new domestic item starts in the home currency, a new trip item in the trip
 * one (`preferred`); an item being edited in the currency it was entered in. `day` is the day the item
 * will be saved with (none for a goal, or while the date input holds no whole day): the rate shown is
 * that day's, fetched from the server, which applies the same rule when it saves.
 */
export function useAmountFields(item: AmountItem | undefined, preferred: CurrencySide, day?: CalendarDay) {
  const trip = useCurrentTrip();
  const format = useFormats();
  const messages = useMessages().finances;
  const t = messages.amount;
  const stored = item ? otherCurrencyOf(item) : null;
  const home = trip.currentCurrency;
  // An item entered in another currency keeps it, even if the trip has gone elsewhere since.
  const away = stored?.originalCurrency ?? trip.tripCurrency;
  const twoCurrencies = home !== '' && away !== '' && away !== home;

  const [side, setSide] = useState<CurrencySide>(() => {
    if (!twoCurrencies) return 'home';
    if (item) return stored ? 'trip' : 'home';
    return preferred;
  });
  const [valueText, setValueText] = useState(() =>
    item ? moneyInputText(stored ? stored.originalValue : item.value, format) : '',
  );
  const [rateText, setRateText] = useState(stored?.rateTyped ? rateShown(format, stored.rate) : '');

  const cents = format.parseMoney(valueText);
  const inTrip = side === 'trip';
  const typedRate = rateText.trim() === '' ? null : parseRate(rateText);
  const rateProblem = rateText.trim() !== '' && typedRate === null ? t.rateProblem(t.rateExample) : null;
  const unchanged =
    stored !== null &&
    item !== undefined &&
    !stored.rateTyped &&
    rateText.trim() === '' &&
    cents === stored.originalValue &&
    item.dateDay === day;

  const market = useFinanceRate(away, day, inTrip && twoCurrencies && typedRate === null && !unchanged);

  let rate: RateState = { kind: 'none' };
  if (inTrip) {
    if (typedRate !== null) rate = { kind: 'typed', rate: typedRate };
    else if (unchanged) rate = { kind: 'kept', rate: stored.rate, day: stored.rateDate };
    else if (market.data) rate = { kind: 'market', rate: market.data.rate, day: market.data.rateDate };
    else if (market.isError) {
      rate = { kind: 'unavailable', message: rateUnavailableText(market.error, away, home, day) };
    } else rate = { kind: 'loading' };
  }

  const rateOf = 'rate' in rate ? rate.rate : null;
  const rateReady = !inTrip || (rateProblem === null && rate.kind !== 'unavailable');
  return {
    home,
    away,
    twoCurrencies,
    side,
    setSide,
    /** The currency the amount is typed in. */
    currency: inTrip ? away : home || 'USD',
    valueText,
    setValueText,
    rateText,
    setRateText,
    rateProblem,
    rate,
    /** The home cents the amount comes to at the rate shown; null while unknown. */
    homeValue: inTrip && cents !== null && rateOf !== null ? convertCents(cents, rateOf) : cents,
    /** The amount in cents of the chosen currency, or null while the input is not an amount. */
    cents,
    /** What keeps the amount from being saved, in words: none, or an amount of at least 0.01 to type. */
    valueProblem:
      cents !== null && cents > 0 ? null : (moneyInputProblem(valueText, format) ?? messages.moneyInput.zero),
    /** A typed rate must read as one; an unavailable rate must be typed. */
    rateReady,
    /** Why the rate is not ready, as its field says it. */
    rateMissing: rateReady ? null : (rateProblem ?? t.rateNeeded(home, away)),
    body(): AmountBody {
      return amountBody({
        inTrip,
        currency: away,
        cents: cents ?? 0,
        typedRate,
        wasTyped: stored?.rateTyped ?? false,
      });
    },
  };
}

export type AmountFields = ReturnType<typeof useAmountFields>;
