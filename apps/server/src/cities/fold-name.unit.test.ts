import { describe, expect, it } from 'vitest';
import { foldName } from './fold-name';

describe('foldName', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['München', 'munchen'],
    ['Zürich', 'zurich'],
    ['Kraków', 'krakow'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Þórshöfn', 'thorshofn'],
    ['İstanbul', 'istanbul'],
    ['Diyarbakır', 'diyarbakir'],
    ['Saint-Étienne', 'saint etienne'],
    ["L'Aquila", 'laquila'],
    ['Qal‘ah-ye Now', 'qalah ye now'],
    ['St. Louis', 'st louis'],
    ['  New   York  ', 'new york'],
    ['Zürich (Kreis 11)', 'zurich kreis 11'],
  ])('folds %j to %j', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });

  it('leaves nothing of punctuation alone', () => {
    expect(foldName(' -- .. ')).toBe('');
  });
});
