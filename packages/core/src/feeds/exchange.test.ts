import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXCHANGE_VALUE_CENTS,
  EXCHANGE_SERVICES,
  exchangeGotDearer,
  ratesOldestFirst,
  simulateExchange,
} from './exchange';
import { exchangeQuerySchema, exchangeRatesSchema } from './schemas';

const [service1, service2, service3] = EXCHANGE_SERVICES;

describe('simulateExchange (spec section 9: value/100 / rate * tax + fixed tax)', () => {
  it('gives the three services of the spec for 1000.00 at 6.25', () => {
    expect(simulateExchange(DEFAULT_EXCHANGE_VALUE_CENTS, 6.25, 'toTrip', service1)).toBe(13_920);
    expect(simulateExchange(DEFAULT_EXCHANGE_VALUE_CENTS, 6.25, 'toTrip', service2)).toBe(14_710);
    expect(simulateExchange(DEFAULT_EXCHANGE_VALUE_CENTS, 6.25, 'toTrip', service3)).toBe(15_200);
  });

  it('multiplies by the rate for money going back home', () => {
    expect(simulateExchange(10_000, 6.25, 'toHome', service1)).toBe(54_375);
    expect(simulateExchange(10_000, 6.25, 'toHome', service2)).toBe(57_025);
  });

  it('rounds to the cent', () => {
    expect(simulateExchange(100, 3, 'toTrip', service3)).toBe(32);
  });

  it('has no answer without a usable rate', () => {
    expect(simulateExchange(100, undefined, 'toTrip', service1)).toBeNull();
    expect(simulateExchange(100, 0, 'toTrip', service1)).toBeNull();
    expect(simulateExchange(100, Number.NaN, 'toTrip', service1)).toBeNull();
  });
});

describe('the 7-day history', () => {
  const rates = [6.3, 6.2, 6.1, 6.0, 5.9, 5.8, 5.7];

  it('draws six days ago first and today last', () => {
    expect(ratesOldestFirst(rates)).toEqual([5.7, 5.8, 5.9, 6.0, 6.1, 6.2, 6.3]);
    expect(rates[0]).toBe(6.3);
  });

  it('is red (dearer) only when yesterday is below today', () => {
    expect(exchangeGotDearer(rates)).toBe(true);
    expect(exchangeGotDearer([6.1, 6.2])).toBe(false);
    expect(exchangeGotDearer([6.2, 6.2])).toBe(false);
    expect(exchangeGotDearer([])).toBe(false);
  });

  it('takes exactly seven positive rates', () => {
    expect(exchangeRatesSchema.safeParse(rates).success).toBe(true);
    expect(exchangeRatesSchema.safeParse(rates.slice(1)).success).toBe(false);
    expect(exchangeRatesSchema.safeParse([...rates.slice(1), 0]).success).toBe(false);
  });
});

describe('exchangeQuerySchema', () => {
  it('reads both currencies in any case', () => {
    expect(exchangeQuerySchema.parse({ tripCurrency: 'eur', currentCurrency: 'BRL' })).toEqual({
      tripCurrency: 'EUR',
      currentCurrency: 'BRL',
    });
  });

  it('names the parameter that is not a currency', () => {
    const result = exchangeQuerySchema.safeParse({ tripCurrency: 'EUR', currentCurrency: 'XYZW' });
    expect(result.error?.issues[0]?.path).toEqual(['currentCurrency']);
  });
});
