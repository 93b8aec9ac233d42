import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { daysBeforeLabel, sameDays, withDayChosen } from './reminder-days';

describe('the days before a date a reminder comes', () => {
  it('read as people say them', () => {
    expect(daysBeforeLabel(0)).toBe('On the day');
    expect(daysBeforeLabel(1)).toBe('1 day before');
    expect(daysBeforeLabel(14)).toBe('14 days before');
  });

  it('read as Brazilians say them', () => {
    showLanguage('pt-BR', ptBR);
    try {
      expect([0, 1, 7].map(daysBeforeLabel)).toEqual(['No dia', '1 dia antes', '7 dias antes']);
    } finally {
      showLanguage('en', en);
    }
  });

  it('are ticked and unticked each once, kept farthest first', () => {
    expect(withDayChosen([1], 7, true)).toEqual([7, 1]);
    expect(withDayChosen([7, 1], 7, true)).toEqual([7, 1]);
    expect(withDayChosen([7, 1, 0], 1, false)).toEqual([7, 0]);
  });

  it('are the same choice in any order', () => {
    expect(sameDays([0, 7], [7, 0])).toBe(true);
    expect(sameDays([0, 7], [7])).toBe(false);
  });
});
