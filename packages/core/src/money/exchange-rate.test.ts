import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertCents,
  divideHalfEven,
  effectiveRate,
  isRate,
  parseRate,
  rateFromNumber,
} from './exchange-rate';

describe('divideHalfEven', () => {
  it.each([
    [5n, 2n, 2n],
    [7n, 2n, 4n],
    [15n, 10n, 2n],
    [25n, 10n, 2n],
    [26n, 10n, 3n],
    [24n, 10n, 2n],
    [-5n, 2n, -2n],
    [-7n, 2n, -4n],
    [0n, 3n, 0n],
  ])('%i / %i → %i', (n, d, q) => {
    expect(divideHalfEven(n, d)).toBe(q);
  });

  it('is never more than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (n, d) => {
          const q = divideHalfEven(n, d);
          const error = q * d - n;
          expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
        },
      ),
    );
  });
});

describe('parseRate', () => {
  it.each([
    ['6.25', '6.25'],
    [' 0,0062 ', '0.0062'],
    ['162.4500', '162.45'],
    ['1', '1'],
    ['0.00000000005', null],
    ['0.000000000051', '0.0000000001'],
    ['0.00000000015', '0.0000000002'],
    ['0.00000000025', '0.0000000002'],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    ['1000001', null],
  ])('reads %j as %j', (text, rate) => {
    expect(parseRate(text)).toBe(rate);
  });

  it('gives text isRate takes, which reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 }), (digits, places) => {
        const text = (digits / 10 ** places).toFixed(places);
        const rate = parseRate(text);
        if (rate === null) return;
        expect(isRate(rate)).toBe(true);
        expect(parseRate(rate)).toBe(rate);
      }),
    );
  });
});

describe('rateFromNumber', () => {
  it('keeps ten decimals of a feed rate', () => {
    expect(rateFromNumber(0.006234567891234)).toBe('0.0062345679');
    expect(rateFromNumber(162.45)).toBe('162.45');
    expect(rateFromNumber(1)).toBe('1');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2e6])('refuses %d', (rate) => {
    expect(rateFromNumber(rate)).toBeNull();
  });
});

describe('convertCents', () => {
  it('converts with the stored rate, a half cent to the even cent', () => {
    // 12.50 EUR at 6.1048 BRL per EUR: 76.31 BRL.
    expect(convertCents(1250, '6.1048')).toBe(7631);
    // 1,000 JPY (100,000 hundredths) at 0.0062 EUR: 6.20 EUR.
    expect(convertCents(100_000, '0.0062')).toBe(620);
    expect(convertCents(1, '0.5')).toBe(0);
    expect(convertCents(3, '0.5')).toBe(2);
    expect(convertCents(5, '0.5')).toBe(2);
    expect(convertCents(0, '3')).toBe(0);
  });

  it('refuses a rate or an amount it cannot convert exactly', () => {
    expect(() => convertCents(100, 'x')).toThrow(RangeError);
    expect(() => convertCents(0.5, '1')).toThrow(RangeError);
  });

  it('is exact at rate 1 and monotonic in the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 6 }), (a, extra) => {
        expect(convertCents(a, '1')).toBe(a);
        expect(convertCents(a + extra, '0.0062345678')).toBeGreaterThanOrEqual(
          convertCents(a, '0.0062345678'),
        );
      }),
    );
  });

  it('is within half a cent of the exact product', () => {
    const SCALE = 10n ** 10n;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (cents, scaled) => {
          const rate = `${scaled / SCALE}.${(scaled % SCALE).toString().padStart(10, '0')}`;
          const error = BigInt(convertCents(cents, rate)) * SCALE - BigInt(cents) * scaled;
          expect(2n * (error < 0n ? -error : error) <= SCALE).toBe(true);
        },
      ),
    );
  });
});

describe('effectiveRate', () => {
  it('is what was paid per unit received', () => {
    // Paid 1,000.00 EUR, received 6,104.80 BRL after fees: 0.16380553007…
    expect(effectiveRate(100_000, 610_480)).toBe('0.1638055301');
    expect(effectiveRate(100, 100)).toBe('1');
    expect(effectiveRate(0, 100)).toBeNull();
    expect(effectiveRate(100, 0)).toBeNull();
  });

  it('converts what was received back to what was paid, within a cent per 10 million received', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (paid, received) => {
          const rate = effectiveRate(paid, received);
          if (rate === null) return;
          expect(Math.abs(convertCents(received, rate) - paid)).toBeLessThanOrEqual(1 + received / 1e10);
        },
      ),
    );
  });
});
