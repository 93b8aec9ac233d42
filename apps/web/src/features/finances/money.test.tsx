import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { en } from '@/i18n/en';
import { formats } from '@/i18n/formats';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { shortMonthName } from './chart-data';
import { MonthlyResume } from './components/monthly-resume';
import { monthLabel } from './dates';
import { homeMoney, itemAmountText, percentText, rateShown } from './money';

/** Intl writes a no-break space between the sign and the number in Portuguese. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const resume = {
  totalEntrances: 300_000,
  totalDomestic: 31_016,
  totalTrip: 0,
  profit: 268_984,
  percentage: 10.34,
};

describe('home amounts', () => {
  afterEach(() => showLanguage('en', en));

  it('keep the spec’s dollars in English, and dollars while the trip has no home currency', () => {
    expect(homeMoney(formats('en'), 123_456, 'USD')).toBe('$ 1,234.56');
    expect(homeMoney(formats('en'), 123_456, '')).toBe('$ 1,234.56');
    expect(homeMoney(formats('en'), -250, 'BRL')).toBe('-R$ 2.50');
  });

  it('write an item in another currency beside its home value in the home currency’s sign', () => {
    const item = {
      value: 31_016,
      originalCurrency: 'EUR',
      originalValue: 5_000,
      rate: '6.2032',
      rateDate: '2026-03-07',
    };
    expect(itemAmountText(formats('en'), item, 'BRL')).toBe('€ 50.00 · R$ 310.16');
    expect(spaced(itemAmountText(formats('pt-BR'), item, 'BRL'))).toBe('€ 50,00 · R$ 310,16');
    expect(itemAmountText(formats('en'), { value: 31_016 }, 'BRL')).toBe('R$ 310.16');
  });

  it('show a real home’s resume in reais in both languages', () => {
    const english = renderToStaticMarkup(
      <MonthlyResume resume={resume} month="March 2026" homeCurrency="BRL" />,
    );
    expect(english).toContain('Total Entrances');
    expect(english).toContain('R$ 3,000.00');
    expect(english).toContain('R$ 310.16');
    expect(english).not.toMatch(/[^R]\$ /);
    expect(english).toContain('10.34%');

    showLanguage('pt-BR', ptBR);
    const portuguese = spaced(
      renderToStaticMarkup(<MonthlyResume resume={resume} month="março de 2026" homeCurrency="BRL" />),
    );
    expect(portuguese).toContain('Total de entradas');
    expect(portuguese).toContain('R$ 3.000,00');
    expect(portuguese).toContain('R$ 310,16');
    expect(portuguese).toContain('10,34%');
  });
});

describe('months, percentages and rates by language', () => {
  it('names the months', () => {
    expect(monthLabel({ year: 2026, monthIndex: 2 }, formats('en'))).toBe('March 2026');
    expect(monthLabel({ year: 2026, monthIndex: 2 }, formats('pt-BR'))).toBe('março de 2026');
    expect(shortMonthName({ year: 2026, monthIndex: 8 }, formats('pt-BR'))).toBe('set.');
  });

  it('writes percentages and rates with the language’s decimal separator', () => {
    expect(percentText(formats('en'), 33.3)).toBe('33.30%');
    expect(percentText(formats('pt-BR'), 33.3)).toBe('33,30%');
    expect(rateShown(formats('en'), '6.2134')).toBe('6.2134');
    expect(rateShown(formats('pt-BR'), '6.2134')).toBe('6,2134');
  });
});
