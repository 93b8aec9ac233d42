import {
  chooseRate,
  convertAmount,
  rateDayOf,
  type AmountInput,
  type OtherCurrencyAmount,
  type StoredAmount,
} from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { Text } from '../i18n/messages';
import { trips } from '../trip/trip-schema';
import type { StoredMoney } from './finance-rows';

/** A day's rate: home units one unit buys, as exact decimal text, and the day it is of. */
export interface DayRate {
  rate: string;
  /** 'YYYY-MM-DD'. */
  day: string;
}

/**
 * Where the finances find the market rate of a day. The app hands them the exchange feed's (see
 * feeds/exchange/day-rates.ts): the same cached answers the exchange page draws.
 */
export interface ExchangeRateLookup {
  /**
   * The price of one `currency` unit in `homeCurrency` on `day` ('YYYY-MM-DD'), or the latest known for a
   * later day; null when no source has one (the sources are down, or do not know the pair or the day).
   * Looked up for the user `userId`: a lookup that has to ask a source counts against the cold feed
   * keys the user may cause, and fails with 429 past them.
   */
  rateOn(currency: string, homeCurrency: string, day: string, userId: string): Promise<DayRate | null>;
}

/** An amount refused: each text names the amount or its currency in words, as the validation errors do. */
const refused = (text: Text) => new HttpError(400, 'invalid_request', text);

function rateUnavailable(currency: string, homeCurrency: string, day: string) {
  return new HttpError(422, 'rate_unavailable', (t) => t.errors.rateUnavailable(currency, homeCurrency, day));
}

/**
 * The money of one user's items: the home value an item is saved with, worked out once, when it is
 * saved, from the amount as entered and the rate of its day (see chooseRate in core for which rate).
 * The currencies are those of the user's current trip (`tripId`; none without one).
 */
export function userAmounts(
  db: Db,
  rates: ExchangeRateLookup,
  { userId, tripId }: { userId: string; tripId: string | undefined },
  now: () => number,
) {
  async function currencies() {
    if (!tripId) return undefined;
    const [trip] = await db
      .select({ home: trips.currentCurrency, trip: trips.tripCurrency })
      .from(trips)
      .where(eq(trips.id, tripId))
      .limit(1);
    return trip;
  }

  /**
   * The caller's home currency, after checking that `currency` is one an amount may be entered in: the
   * trip's, the home one, or (on an edit) the one the item was entered in before the trip changed.
   */
  async function homeCurrencyFor(currency: string, stored?: StoredAmount): Promise<string> {
    const trip = await currencies();
    if (!trip?.home) {
      throw refused((t) => t.errors.noTripForAmount);
    }
    const allowed = [trip.home, trip.trip, stored?.other?.originalCurrency].filter((code): code is string =>
      Boolean(code),
    );
    if (!allowed.includes(currency)) {
      throw refused((t) => t.errors.currencyNotOfTrip(allowed, currency));
    }
    return trip.home;
  }

  /** The market rate of the day, or 422 rate_unavailable; the same for a new item and for the form's preview. */
  async function marketRate(currency: string, homeCurrency: string, itemDay: string | undefined) {
    const day = itemDay ?? rateDayOf(now());
    const found = await rates.rateOn(currency, homeCurrency, day, userId);
    if (!found) throw rateUnavailable(currency, homeCurrency, day);
    return found;
  }

  return {
    /** The rate an amount in `currency` of the day `day` would be saved with now (no day: the latest). */
    async rateFor(currency: string, itemDay: string | undefined) {
      const homeCurrency = await homeCurrencyFor(currency);
      const { rate, day } =
        currency === homeCurrency
          ? { rate: '1', day: itemDay ?? rateDayOf(now()) }
          : await marketRate(currency, homeCurrency, itemDay);
      return { currency, homeCurrency, rate, rateDate: day };
    },

    /**
     * The money an item is saved with. A body without a currency is home cents, as a client that knows
     * only home amounts sends it; in the trip currency, the rate typed, kept or looked up for the item's day (a goal's day is today).
     */
    async money(input: AmountInput, stored?: StoredAmount): Promise<StoredMoney> {
      if (input.originalCurrency === undefined) return { value: input.value ?? 0, other: null };
      const homeCurrency = await homeCurrencyFor(input.originalCurrency, stored);
      const choice = chooseRate(input, homeCurrency, stored);
      switch (choice.kind) {
        case 'home':
          return { value: choice.value, other: null };
        case 'kept':
          return { value: choice.value, other: choice.other };
        case 'typed': {
          const { originalCurrency, originalValue, rate } = choice;
          const amount = { originalCurrency, originalValue, rate, rateTyped: true };
          return converted(amount, input.day ?? rateDayOf(now()), homeCurrency);
        }
        case 'market': {
          const { originalCurrency, originalValue } = choice;
          const { rate, day } = await marketRate(originalCurrency, homeCurrency, input.day);
          return converted({ originalCurrency, originalValue, rate, rateTyped: false }, day, homeCurrency);
        }
      }
    },
  };
}

/** The home value at the rate, or 400 naming the amount when it comes to less than a cent or too much. */
function converted(amount: Omit<OtherCurrencyAmount, 'rateDate'>, rateDate: string, homeCurrency: string) {
  const result = convertAmount(amount, rateDate);
  if (result === 'below_one_cent') {
    throw refused((t) => t.errors.lessThanACent(amount.rate, homeCurrency));
  }
  if (result === 'too_large') throw refused((t) => t.errors.valueTooLarge);
  return result;
}
