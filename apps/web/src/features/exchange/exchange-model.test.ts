import { DEFAULT_EXCHANGE_VALUE_CENTS, EXCHANGE_SERVICES, convertCents } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import {
  bestQuote,
  directionLabel,
  exchangeEntrance,
  exchangeSides,
  formatRate,
  marketAmount,
  quoteServices,
  rateChangeText,
  rateHistory,
  rateWeekText,
  serviceFormula,
} from './exchange-model';

// Index 0 is today, index 6 six days ago (spec section 3).
const rates = [6.25, 6.2, 6.1, 6.0, 5.9, 5.8, 5.7];

describe('rateHistory', () => {
  it("draws six days ago on the left and today on the right, under '-6d' … 'Today'", () => {
    const history = rateHistory(rates);
    expect(history.labels).toEqual(['-6d', '-5d', '-4d', '-3d', '-2d', '-1d', 'Today']);
    expect(history.values).toEqual([5.7, 5.8, 5.9, 6.0, 6.1, 6.2, 6.25]);
    expect(history.days).toEqual([
      '6 days ago',
      '5 days ago',
      '4 days ago',
      '3 days ago',
      '2 days ago',
      'Yesterday',
      'Today',
    ]);
    expect(history.today).toBe(6.25);
  });

  it('is red when the trip currency got dearer since yesterday, green otherwise', () => {
    expect(rateHistory(rates).dearer).toBe(true);
    expect(rateHistory([6.1, 6.2, 6.3, 6.3, 6.3, 6.3, 6.3]).dearer).toBe(false);
    expect(rateHistory([1, 1, 1, 1, 1, 1, 1])).toMatchObject({ dearer: false, change: 0 });
  });

  it('measures the change since yesterday', () => {
    expect(rateHistory(rates).change).toBeCloseTo(0.05);
  });
});

describe('formatRate', () => {
  it('keeps the digits that matter for rates of every size', () => {
    expect(formatRate(162.4512)).toBe('162.45');
    expect(formatRate(6.25341)).toBe('6.2534');
    expect(formatRate(1)).toBe('1.00');
    expect(formatRate(0.159912)).toBe('0.1599');
    expect(formatRate(0.00615511)).toBe('0.006155');
    expect(formatRate(0.5)).toBe('0.50');
    expect(formatRate(1234.5)).toBe('1,234.50');
  });
});

describe('rateChangeText', () => {
  it('says which way the rate moved since yesterday', () => {
    expect(rateChangeText(0.05, 6.25)).toBe('Up 0.05 since yesterday');
    expect(rateChangeText(-0.0123, 6.25)).toBe('Down 0.0123 since yesterday');
    expect(rateChangeText(0.0012, 0.1599)).toBe('Up 0.0012 since yesterday');
    expect(rateChangeText(0, 1)).toBe('Same as yesterday');
  });
});

describe('rateWeekText', () => {
  it('names the pair and the week from its oldest rate to today', () => {
    const week = rateHistory([0.00621, 0.0062, 0.00619, 0.00618, 0.00617, 0.00616, 0.00615]);
    expect(rateWeekText(week, 'JPY', 'EUR')).toBe(
      '1 JPY in EUR over the last 7 days, from 0.00615 to 0.00621',
    );
  });
});

describe('the type of exchange', () => {
  it('pays in the home currency to receive the trip one, or the reverse', () => {
    expect(exchangeSides('toTrip', 'BRL', 'EUR')).toEqual({ from: 'BRL', to: 'EUR' });
    expect(exchangeSides('toHome', 'BRL', 'EUR')).toEqual({ from: 'EUR', to: 'BRL' });
    expect(directionLabel('toTrip', 'BRL', 'EUR')).toBe('BRL → EUR');
    expect(directionLabel('toHome', 'BRL', 'EUR')).toBe('EUR → BRL');
  });
});

describe('marketAmount', () => {
  it('converts the value at the market rate, with no fee', () => {
    expect(marketAmount(100_000, 6.25, 'toTrip')).toBe(16_000);
    expect(marketAmount(10_000, 6.25, 'toHome')).toBe(62_500);
  });

  it('has nothing to say without a value above 0 or a rate', () => {
    expect(marketAmount(null, 6.25, 'toTrip')).toBeNull();
    expect(marketAmount(0, 6.25, 'toTrip')).toBeNull();
    expect(marketAmount(100, undefined, 'toTrip')).toBeNull();
  });
});

describe('serviceFormula', () => {
  it('says how each service computes its amount', () => {
    const [one, two, three] = EXCHANGE_SERVICES;
    expect(serviceFormula(one, 'EUR')).toBe('87% of the market rate + 0.00 EUR fixed');
    expect(serviceFormula(two, 'EUR')).toBe('91% of the market rate + 1.50 EUR fixed');
    expect(serviceFormula(three, 'BRL')).toBe('95% of the market rate + 0.00 BRL fixed');
  });
});

describe('quoteServices', () => {
  it("gives the spec's amounts for 1000.00 at 6.25", () => {
    const quotes = quoteServices(DEFAULT_EXCHANGE_VALUE_CENTS, 6.25, 'toTrip');
    expect(quotes.map(({ service, received }) => [service.name, received])).toEqual([
      ['Service 1', 13_920],
      ['Service 2', 14_710],
      ['Service 3', 15_200],
    ]);
  });

  it('multiplies by the rate for money going back home', () => {
    expect(quoteServices(10_000, 6.25, 'toHome')[0]?.received).toBe(54_375);
  });

  it('has no amounts without a rate or without a value above 0', () => {
    for (const quotes of [
      quoteServices(100_000, undefined, 'toTrip'),
      quoteServices(null, 6.25, 'toTrip'),
      quoteServices(0, 6.25, 'toTrip'),
    ])
      expect(quotes.map(({ received }) => received)).toEqual([null, null, null]);
  });
});

describe('bestQuote', () => {
  it('points at the service that gives the most', () => {
    expect(bestQuote(quoteServices(100_000, 6.25, 'toTrip'))).toBe(2);
    // For a small amount the fixed 1.50 of Service 2 wins.
    expect(bestQuote(quoteServices(1_000, 6.25, 'toTrip'))).toBe(1);
  });

  it('points at none when nothing is known or two give the same', () => {
    expect(bestQuote(quoteServices(null, 6.25, 'toTrip'))).toBeNull();
    const service = EXCHANGE_SERVICES[0];
    expect(
      bestQuote([
        { service, received: 10 },
        { service, received: 10 },
      ]),
    ).toBeNull();
  });
});

describe('exchangeEntrance', () => {
  it('records the trip money received at the rate really paid, fees included', () => {
    // Paid 1,000.00 BRL, received 139.20 EUR: 1,000.00 / 139.20 = 7.18390804597… BRL a euro.
    const entrance = exchangeEntrance({
      title: 'Service 2: BRL → EUR',
      paid: 100_000,
      received: 13_920,
      tripCurrency: 'EUR',
      day: '2026-02-25',
    });
    expect(entrance).toEqual({
      title: 'Service 2: BRL → EUR',
      color: '#FFFD00',
      date: Date.UTC(2026, 1, 25, 12),
      dateDay: '2026-02-25',
      originalCurrency: 'EUR',
      originalValue: 13_920,
      typedRate: '7.183908046',
    });
    // Its home value, as the server works it out, is what was paid.
    expect(convertCents(13_920, entrance!.typedRate!)).toBe(100_000);
  });

  it('records nothing without money on both sides', () => {
    const made = { title: 'x', paid: 100_000, received: 0, tripCurrency: 'EUR', day: '2026-02-25' };
    expect(exchangeEntrance(made)).toBeNull();
    expect(exchangeEntrance({ ...made, paid: 0, received: 100 })).toBeNull();
  });
});
