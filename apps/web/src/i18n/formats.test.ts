import { describe, expect, it } from 'vitest';
import { firstDayOfWeekIn, formats } from './formats';

const en = formats('en');
const pt = formats('pt-BR');
/** Intl writes a no-break space between the sign and the number in Portuguese. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('amounts in each language', () => {
  it('writes every amount with its own currency’s sign, the spec’s layout in English', () => {
    expect(en.money(123456, 'USD')).toBe('$ 1,234.56');
    expect(en.money(123456, 'BRL')).toBe('R$ 1,234.56');
    expect(en.money(0, 'EUR')).toBe('€ 0.00');
    expect(spaced(pt.money(123456, 'BRL'))).toBe('R$ 1.234,56');
    expect(spaced(pt.money(-1250, 'BRL'))).toBe('-R$ 12,50');
    expect(spaced(pt.money(500, 'USD'))).toBe('US$ 5,00');
  });

  it('shows and reads a money input with the language’s separators', () => {
    expect(en.moneyInput(123456)).toBe('1,234.56');
    expect(pt.moneyInput(123456)).toBe('1.234,56');
    expect(pt.parseMoney('1.234,56')).toBe(123456);
    expect(pt.parseMoney('1,234.56')).toBeNull();
    expect(en.parseMoney('1,234.56')).toBe(123456);
  });

  it('writes decimals as the language does', () => {
    expect(en.decimal(12.5)).toBe('12.50');
    expect(pt.decimal(12.5, 1)).toBe('12,5');
  });
});

describe('dates in each language', () => {
  it('names the months by locale', () => {
    expect(en.monthName(2)).toBe('March');
    expect(pt.monthName(2)).toBe('março');
    expect(en.monthName(0, 'short')).toBe('Jan');
  });

  it('writes a calendar day as that day wherever the reader is', () => {
    expect(en.date('2026-12-25', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      'December 25, 2026',
    );
    expect(pt.date('2026-12-25', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '25 de dezembro de 2026',
    );
  });
});

describe('countries in each language', () => {
  it('names a country by its ISO code as the language does, whatever the stored name', () => {
    expect(pt.country('BR', 'Brazil')).toBe('Brasil');
    expect(pt.country('de', 'Germany')).toBe('Alemanha');
    expect(pt.country('EC', 'Ecuador')).toBe('Equador');
    expect(en.country('PT', 'Portugal')).toBe('Portugal');
  });

  it('keeps the stored name of a code Intl does not take', () => {
    expect(pt.country('', 'Atlantis')).toBe('Atlantis');
    expect(pt.country('not a code', 'Atlantis')).toBe('Atlantis');
  });
});

describe('the first day of the week', () => {
  it('is the locale’s: Sunday in English (as in the United States) and in Brazilian Portuguese', () => {
    expect(en.firstDayOfWeek).toBe(0);
    expect(pt.firstDayOfWeek).toBe(0);
  });

  it('reads the week info as a method or as a getter, as browsers give it', () => {
    expect(firstDayOfWeekIn('en', { getWeekInfo: () => ({ firstDay: 1 }) })).toBe(1);
    expect(firstDayOfWeekIn('en', { weekInfo: { firstDay: 6 } })).toBe(6);
  });

  it('falls back to each language’s table without week info, or when it cannot be read', () => {
    expect(firstDayOfWeekIn('pt-BR', {})).toBe(0);
    const broken = {
      getWeekInfo: () => {
        throw new Error('not here');
      },
    };
    expect(firstDayOfWeekIn('en', broken)).toBe(0);
  });
});
