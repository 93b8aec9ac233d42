import { describe, expect, it } from 'vitest';
import { COUNTRY_CURRENCY, CURRENCY_NAMES } from './currency-table';
import { currencyName, currencyOfCountry, isIsoCurrency } from './currencies';
import { currencyParamSchema } from './schemas';

describe('currencyOfCountry', () => {
  it.each([
    ['BR', 'BRL'],
    ['US', 'USD'],
    ['FR', 'EUR'],
    ['CH', 'CHF'],
    ['JP', 'JPY'],
    ['GB', 'GBP'],
    ['PA', 'PAB'],
  ])('gives %s the currency %s', (country, currency) => {
    expect(currencyOfCountry(country)).toBe(currency);
  });

  it('answers empty for a place with no currency and for unknown or inherited keys', () => {
    expect(currencyOfCountry('AQ')).toBe('');
    expect(currencyOfCountry('ZZ')).toBe('');
    expect(currencyOfCountry('constructor')).toBe('');
  });

  it('covers about 250 countries, each with a named ISO 4217 code', () => {
    const entries = Object.entries(COUNTRY_CURRENCY);
    expect(entries.length).toBeGreaterThan(240);
    for (const [country, currency] of entries) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(currency).toMatch(/^[A-Z]{3}$/);
      expect(CURRENCY_NAMES[currency]).toBeTruthy();
    }
  });
});

describe('currencyName', () => {
  it('names known currencies and falls back to the code', () => {
    expect(currencyName('BRL')).toBe('Brazilian Real');
    expect(currencyName('EUR')).toBe('Euro');
    expect(currencyName('XYZ')).toBe('XYZ');
  });
});

describe('currencyParamSchema', () => {
  it.each([
    ['EUR', 'EUR'],
    ['brl', 'BRL'],
    [' jpy ', 'JPY'],
    ['XDR', 'XDR'],
  ])('reads %j as %s', (text, code) => {
    expect(currencyParamSchema.parse(text)).toBe(code);
  });

  it.each(['', 'EU', 'EURO', 'ABC', 'QQQ', '12$'])('refuses %j as not ISO 4217', (text) => {
    expect(currencyParamSchema.safeParse(text).success).toBe(false);
  });

  it('knows every currency some country uses', () => {
    for (const code of Object.keys(CURRENCY_NAMES)) expect(isIsoCurrency(code)).toBe(true);
  });
});
