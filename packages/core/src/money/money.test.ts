import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_MONEY_CENTS,
  currencySymbol,
  formatAmount,
  formatMoney,
  formatMoneyIn,
  parseMoneyInput,
  PT_BR_SEPARATORS,
} from './money';

describe('formatMoney', () => {
  it.each([
    [0, '$ 0.00'],
    [5, '$ 0.05'],
    [50, '$ 0.50'],
    [123456, '$ 1,234.56'],
    [100000000, '$ 1,000,000.00'],
    [99999, '$ 999.99'],
    [-1250, '-$ 12.50'],
    [MAX_MONEY_CENTS, '$ 100,000,000,000.00'],
  ])('shows %d cents as %s', (cents, shown) => {
    expect(formatMoney(cents)).toBe(shown);
  });

  it('rounds a fractional amount to the cent and shows a non-finite one as zero', () => {
    expect(formatMoney(123.6)).toBe('$ 1.24');
    expect(formatMoney(-0.4)).toBe('$ 0.00');
    expect(formatMoney(Number.NaN)).toBe('$ 0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$ 0.00');
  });
});

describe('formatAmount', () => {
  it('writes cents in the currency with 2 decimals, even for currencies without cents', () => {
    expect(formatAmount(13_920, 'EUR')).toBe('€139.20');
    expect(formatAmount(100_000, 'BRL')).toBe('R$1,000.00');
    expect(formatAmount(16_000, 'JPY')).toBe('¥160.00');
  });

  it('falls back to the number and the code for a code Intl refuses', () => {
    expect(formatAmount(150, '')).toBe('1.50');
    expect(formatAmount(150, 'E1')).toBe('1.50 E1');
  });
});

describe('formatMoneyIn', () => {
  it.each([
    [1250, 'EUR', '€ 12.50'],
    [7631, 'BRL', 'R$ 76.31'],
    [123456, 'USD', '$ 1,234.56'],
    [0, 'GBP', '£ 0.00'],
    [-300, 'BRL', '-R$ 3.00'],
    [100_000, 'JPY', '¥ 1,000.00'],
    [100, 'CHF', 'CHF 1.00'],
  ])('shows %d cents of %s as %s', (cents, currency, shown) => {
    expect(formatMoneyIn(cents, currency)).toBe(shown);
  });

  it('writes the home format with the sign of the currency, whatever the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }), (cents) => {
        expect(formatMoneyIn(cents, 'EUR')).toBe(formatMoney(cents).replace('$', '€'));
      }),
    );
  });

  it('uses the code for a currency Intl does not know', () => {
    expect(currencySymbol('E1')).toBe('E1');
    expect(formatMoneyIn(150, 'E1')).toBe('E1 1.50');
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['1,234.56', 123456],
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['.5', 50],
    ['0.29', 29],
    ['1.', 100],
    ['7', 700],
    ['0', 0],
    ['0.00', 0],
    ['1,000,000', 100000000],
    ['  12.30  ', 1230],
    ['$ 1,234.56', 123456],
    ['$9.99', 999],
    ['007.10', 710],
    ['100000000000', MAX_MONEY_CENTS],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each([
    ['an empty input', ''],
    ['a lone point', '.'],
    ['a negative amount', '-5'],
    ['an explicit plus', '+5'],
    ['three decimals', '1.234'],
    ['a comma as the decimal mark', '12,5'],
    ['misplaced grouping', '1,23,456'],
    ['a trailing comma', '1,'],
    ['exponent notation', '1e3'],
    ['words', 'ten dollars'],
    ['two points', '1.2.3'],
    ['more than the maximum', '100000000000.01'],
    ['a huge amount', '1'.repeat(40)],
  ])('refuses %s', (_case, text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('reads back every amount it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MONEY_CENTS }), (cents) => {
        expect(parseMoneyInput(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  it('reads plain decimals with up to two places exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MONEY_CENTS / 100 - 1 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}`;
          expect(parseMoneyInput(text)).toBe(whole * 100 + cents);
        },
      ),
    );
  });

  it('never answers a negative, fractional or oversized amount', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = parseMoneyInput(text);
        if (cents === null) return;
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
        expect(cents).toBeLessThanOrEqual(MAX_MONEY_CENTS);
      }),
    );
  });
});

describe('parseMoneyInput in Brazilian Portuguese', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234,5', 123450],
    [',5', 50],
    ['7', 700],
    ['1.000.000', 100000000],
    ['R$ 1.234,56', 123456],
    ['US$ 9,99', 999],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseMoneyInput(text, PT_BR_SEPARATORS)).toBe(cents);
  });

  it.each(['1,234.56', '1.5', '1,234', '-5', 'R$'])('refuses %j', (text) => {
    expect(parseMoneyInput(text, PT_BR_SEPARATORS)).toBeNull();
  });
});
