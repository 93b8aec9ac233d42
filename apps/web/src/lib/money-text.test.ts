import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { formats } from '../i18n/formats';
import { showLanguage } from '../i18n/language';
import { ptBR } from '../i18n/pt-BR';
import { moneyInputProblem, moneyInputText, tidyMoneyInput } from './money-text';

describe('moneyInputText', () => {
  it('shows cents as an English amount without the currency', () => {
    expect(moneyInputText(123456)).toBe('1,234.56');
    expect(moneyInputText(50)).toBe('0.50');
  });
});

describe('moneyInputProblem', () => {
  it('says nothing while the field is empty or fine', () => {
    expect(moneyInputProblem('')).toBeNull();
    expect(moneyInputProblem('1,234.5')).toBeNull();
    expect(moneyInputProblem('$ 12')).toBeNull();
  });
  it('refuses negatives, a third decimal, text and misplaced commas', () => {
    for (const text of ['-5', '1.234', 'abc', '1,23.00', '12,34'])
      expect(moneyInputProblem(text)).toMatch(/2 decimals/);
  });
  it('refuses zero, which no finance entry may be worth', () => {
    expect(moneyInputProblem('0.00')).toBe('The value must be above 0.');
  });
});

describe('tidyMoneyInput', () => {
  it('writes a typed amount the way it will be shown', () => {
    expect(tidyMoneyInput('1234.5')).toBe('1,234.50');
    expect(tidyMoneyInput('.5')).toBe('0.50');
  });
  it('leaves text that is not an amount for the user to fix', () => {
    expect(tidyMoneyInput('12,34')).toBe('12,34');
  });
});

describe('a money input in Portuguese', () => {
  const pt = formats('pt-BR');
  afterEach(() => showLanguage('en', en));

  it('shows, reads and tidies amounts with the decimal comma', () => {
    showLanguage('pt-BR', ptBR);
    expect(moneyInputText(123456)).toBe('1.234,56');
    expect(moneyInputProblem('1.234,5')).toBeNull();
    expect(tidyMoneyInput('1234,5')).toBe('1.234,50');
    expect(pt.parseMoney('1.234,56')).toBe(123456);
  });

  it('gives its example in the language’s format', () => {
    showLanguage('pt-BR', ptBR);
    expect(moneyInputProblem('12.34')).toBe(
      'Digite um valor positivo com até 2 casas decimais, como 1.234,56.',
    );
    expect(moneyInputProblem('0,00')).toBe('O valor deve ser maior que 0.');
  });
});
