import { EXCHANGE_SERVICES } from '@wayfarer/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { formats } from '@/i18n/formats';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { ExchangeSimulator } from './components/exchange-simulator';
import { ServiceCards } from './components/service-cards';
import { formatRate, rateChangeText, rateHistory, serviceFormula } from './exchange-model';
import { currencyNameIn, simulatedAmount } from './money';

/** Intl writes a no-break space between the sign and the number in Portuguese. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const simulator = (value: string) => (
  <ExchangeSimulator
    home="BRL"
    trip="EUR"
    direction="toHome"
    onDirection={() => {}}
    value={value}
    onValue={() => {}}
    market={123_456}
  />
);

describe('the exchange page in each language', () => {
  afterEach(() => showLanguage('en', en));

  it('writes a real home’s amounts with R$ in English and in Portuguese', () => {
    const english = renderToStaticMarkup(simulator('1,000.00'));
    expect(english).toContain('You pay in Euro and receive Brazilian Real.');
    expect(english).toContain('you would receive <strong>R$1,234.56</strong>.');

    showLanguage('pt-BR', ptBR);
    const portuguese = spaced(renderToStaticMarkup(simulator('1.000,00')));
    expect(portuguese).toContain('Você paga em Euro e recebe em Real brasileiro.');
    expect(portuguese).toContain('você receberia <strong>R$ 1.234,56</strong>.');
    expect(portuguese).toContain('Como 1.234,56');
  });

  it('names the services and writes their fees in Portuguese', () => {
    showLanguage('pt-BR', ptBR);
    const quotes = EXCHANGE_SERVICES.map((service) => ({ service, received: 15_000 }));
    const cards = spaced(renderToStaticMarkup(<ServiceCards quotes={quotes} currency="EUR" state="ready" />));
    expect(cards).toContain('Serviço 2');
    expect(cards).toContain('€ 150,00');
    expect(serviceFormula(EXCHANGE_SERVICES[1], 'EUR')).toBe('91% da cotação de mercado + 1,50 EUR fixos');
  });

  it('names the days and writes rates with the decimal comma in Portuguese', () => {
    showLanguage('pt-BR', ptBR);
    const history = rateHistory([6.25, 6.2, 6.1, 6.0, 5.9, 5.8, 5.7]);
    expect(history.labels.at(-1)).toBe('Hoje');
    expect(history.days.slice(-3)).toEqual(['Há 2 dias', 'Ontem', 'Hoje']);
    expect(formatRate(6.25)).toBe('6,25');
    expect(rateChangeText(0.05, 6.25)).toBe('Subiu 0,05 desde ontem');
  });

  it('keeps the spec’s English layouts', () => {
    expect(simulatedAmount(formats('en'), 13_920, 'EUR')).toBe('€139.20');
    expect(currencyNameIn('en', 'BRL')).toBe('Brazilian Real');
    expect(formatRate(1234.5)).toBe('1,234.50');
  });

  it('reads the simulation’s value with the language’s separators', () => {
    expect(formats('pt-BR').parseMoney('1.000,50')).toBe(100_050);
    expect(formats('en').parseMoney('1,000.50')).toBe(100_050);
  });
});
