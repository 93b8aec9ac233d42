import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents } from '../money/exchange-rate';
import { MAX_MONEY_CENTS } from '../money/money';
import { monthRange } from './calendar-month';
import type { Finances } from './finances';
import { monthlyResume, totalOf } from './monthly-resume';
import { financesArbitrary } from './testing/finance-builders';
import { tripResume } from './trip-resume';
import {
  chooseRate,
  convertAmount,
  formatItemAmount,
  otherCurrencyOf,
  rateDayOf,
  type OtherCurrencyAmount,
} from './two-currencies';

const euros = (originalValue: number, rate: string, rateTyped = false): OtherCurrencyAmount => ({
  originalCurrency: 'EUR',
  originalValue,
  rate,
  rateDate: '2026-11-20',
  rateTyped,
});

/** A rate as exact text with up to 10 decimals, from 0.0000000001 to 100,000. */
const rateArbitrary = fc
  .bigInt({ min: 1n, max: 10n ** 15n })
  .map((scaled) => `${scaled / 10n ** 10n}.${(scaled % 10n ** 10n).toString().padStart(10, '0')}`);

describe('rateDayOf', () => {
  it('is the UTC day, the day central banks date their rates by', () => {
    expect(rateDayOf(Date.UTC(2026, 10, 25, 0, 0))).toBe('2026-11-25');
    expect(rateDayOf(Date.UTC(2026, 10, 25, 23, 59, 59, 999))).toBe('2026-11-25');
    expect(rateDayOf(Date.UTC(2026, 10, 26))).toBe('2026-11-26');
  });
});

describe('otherCurrencyOf', () => {
  it('is null for an item entered in the home currency', () => {
    expect(otherCurrencyOf({})).toBeNull();
    expect(otherCurrencyOf({ originalCurrency: 'EUR' })).toBeNull();
  });

  it('reads the five fields of an item entered in another currency', () => {
    expect(otherCurrencyOf(euros(1250, '6.1048'))).toEqual(euros(1250, '6.1048'));
  });
});

describe('chooseRate', () => {
  const stored = { value: 7631, day: '2027-01-10', other: euros(1250, '6.1048') };

  it('reads a body without a currency as home cents, as every client before issue 15 sends it', () => {
    expect(chooseRate({ value: 500 }, 'BRL')).toEqual({ kind: 'home', value: 500 });
    // Even when the item was entered in euros: the old client's edit replaces every field.
    expect(chooseRate({ value: 500, day: '2027-01-10' }, 'BRL', stored)).toEqual({
      kind: 'home',
      value: 500,
    });
  });

  it('reads an amount in the home currency as home cents', () => {
    expect(chooseRate({ originalCurrency: 'BRL', originalValue: 900, typedRate: '2' }, 'BRL')).toEqual({
      kind: 'home',
      value: 900,
    });
  });

  it('takes the market rate for a new amount in another currency', () => {
    expect(chooseRate({ originalCurrency: 'EUR', originalValue: 1250, day: '2027-01-10' }, 'BRL')).toEqual({
      kind: 'market',
      originalCurrency: 'EUR',
      originalValue: 1250,
    });
  });

  it('takes a typed rate as typed', () => {
    expect(
      chooseRate({ originalCurrency: 'EUR', originalValue: 1250, typedRate: '6.3' }, 'BRL', stored),
    ).toEqual({
      kind: 'typed',
      originalCurrency: 'EUR',
      originalValue: 1250,
      rate: '6.3',
    });
  });

  it('keeps the stored value when neither the currency, the amount nor the date changed', () => {
    const edit = { originalCurrency: 'EUR', originalValue: 1250, day: '2027-01-10' };
    expect(chooseRate(edit, 'BRL', stored)).toEqual({ kind: 'kept', value: 7631, other: stored.other });
  });

  it('recomputes when the amount or the date changed, or when null asks for the market rate', () => {
    const market = { kind: 'market', originalCurrency: 'EUR', originalValue: 1250 };
    expect(
      chooseRate({ originalCurrency: 'EUR', originalValue: 1250, day: '2027-01-11' }, 'BRL', stored),
    ).toEqual(market);
    expect(
      chooseRate({ originalCurrency: 'EUR', originalValue: 1300, day: '2027-01-10' }, 'BRL', stored),
    ).toMatchObject({ kind: 'market', originalValue: 1300 });
    expect(
      chooseRate(
        { originalCurrency: 'EUR', originalValue: 1250, day: '2027-01-10', typedRate: null },
        'BRL',
        stored,
      ),
    ).toEqual(market);
  });

  it('keeps a typed rate as typed when the amount or the date changes', () => {
    const typed = { ...stored, other: euros(1250, '6.5', true) };
    expect(
      chooseRate({ originalCurrency: 'EUR', originalValue: 2000, day: '2027-01-12' }, 'BRL', typed),
    ).toEqual({
      kind: 'typed',
      originalCurrency: 'EUR',
      originalValue: 2000,
      rate: '6.5',
    });
  });

  it('reads the item sent back with its home value changed as that home value (an older client)', () => {
    const sentBack = { value: 8000, ...stored.other, day: '2027-01-10' };
    expect(chooseRate(sentBack, 'BRL', stored)).toEqual({ kind: 'home', value: 8000 });
    // Sent back as read, the value unchanged: nothing the money depends on changed.
    expect(chooseRate({ ...sentBack, value: 7631 }, 'BRL', stored)).toMatchObject({ kind: 'kept' });
  });

  it('takes the market rate for an amount moved to another currency', () => {
    const yen = { originalCurrency: 'JPY', originalValue: 1250, day: '2027-01-10' };
    expect(chooseRate(yen, 'BRL', stored)).toMatchObject({ kind: 'market', originalCurrency: 'JPY' });
  });
});

describe('convertAmount', () => {
  it('works the home value out once, half to even, and keeps what was entered', () => {
    // 12.50 EUR at 6.1048 BRL: 76.31 BRL.
    expect(convertAmount(euros(1250, '6.1048'), '2026-11-20')).toEqual({
      value: 7631,
      other: euros(1250, '6.1048'),
    });
    // 0.05 at 0.5 = 0.025: the half goes to the even cent, 2.
    expect(convertAmount(euros(5, '0.5'), '2026-11-20')).toMatchObject({ value: 2 });
  });

  it('refuses an amount worth less than one home cent, or more than the largest amount', () => {
    expect(convertAmount(euros(1, '0.4'), '2026-11-20')).toBe('below_one_cent');
    expect(convertAmount(euros(MAX_MONEY_CENTS, '2'), '2026-11-20')).toBe('too_large');
  });

  it('stores the converted cents and nothing but whole cents within half a cent of the exact product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 10 }), rateArbitrary, (cents, rate) => {
        const converted = convertAmount(euros(cents, rate), '2026-11-20');
        if (typeof converted === 'string') return;
        expect(Number.isSafeInteger(converted.value)).toBe(true);
        expect(converted.value).toBe(convertCents(cents, rate));
        expect(converted.value).toBeGreaterThanOrEqual(1);
        expect(converted.other).toEqual(euros(cents, rate));
      }),
    );
  });
});

/** The finances with every item given another currency's amount and rate, its home value kept. */
function enteredInEuros(finances: Finances, rate: string): Finances {
  const tag = <T extends { value: number }>(item: T): T => ({ ...item, ...euros(item.value, rate) });
  return {
    entrances: finances.entrances.map(tag),
    domestic: { goals: finances.domestic.goals.map(tag), expenses: finances.domestic.expenses.map(tag) },
    trip: { goals: finances.trip.goals.map(tag), expenses: finances.trip.expenses.map(tag) },
  };
}

describe('totals of amounts entered in two currencies', () => {
  it('sum the stored home values: a rate that moves later changes no total', () => {
    fc.assert(
      fc.property(
        financesArbitrary,
        rateArbitrary,
        rateArbitrary,
        fc.integer({ min: 2020, max: 2030 }),
        fc.integer({ min: 0, max: 11 }),
        (finances, rateThen, rateNow, year, monthIndex) => {
          const range = monthRange({ year, monthIndex });
          const then = enteredInEuros(finances, rateThen);
          const now = enteredInEuros(finances, rateNow);
          expect(monthlyResume(now, range)).toEqual(monthlyResume(then, range));
          expect(tripResume(now)).toEqual(tripResume(then));
          expect(tripResume(then)).toEqual(tripResume(finances));
        },
      ),
    );
  });

  it('round each item: the sum of the converted amounts is within half a cent an item of the converted sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 1, maxLength: 40 }),
        rateArbitrary,
        (amounts, rate) => {
          const items = amounts.map((cents) => ({ value: convertCents(cents, rate) }));
          const converted = convertCents(
            amounts.reduce((sum, cents) => sum + cents, 0),
            rate,
          );
          // Each item is off by at most half a cent, and the converted sum by half a cent more.
          expect(2 * Math.abs(totalOf(items) - converted)).toBeLessThanOrEqual(amounts.length + 1);
        },
      ),
    );
  });
});

describe('formatItemAmount', () => {
  it('shows the amount entered first, then its home value in the home currency', () => {
    expect(formatItemAmount({ value: 7631, ...euros(1250, '6.1048') }, 'BRL')).toBe('€ 12.50 · R$ 76.31');
  });

  it('shows a home-currency item as every amount is shown', () => {
    expect(formatItemAmount({ value: 300_000 }, 'BRL')).toBe('$ 3,000.00');
  });
});
