import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { dueMark, nearestOpenDue } from './due-dates';

const TODAY = '2026-06-10';
const GB = { locale: 'en-GB' };

describe('a task’s due day', () => {
  it('is overdue before today, in words and with its day', () => {
    expect(dueMark('2026-06-03', false, TODAY, GB)).toEqual({ state: 'overdue', text: 'Overdue · 3 Jun' });
  });

  it('is due today on the day itself', () => {
    expect(dueMark(TODAY, false, TODAY, GB)).toEqual({ state: 'today', text: 'Due today' });
  });

  it('says its day when it is still to come, with the year when it is not this one', () => {
    expect(dueMark('2026-06-11', false, TODAY, GB)).toEqual({ state: 'upcoming', text: 'Due 11 Jun' });
    expect(dueMark('2027-01-02', false, TODAY, GB).text).toBe('Due 2 Jan 2027');
  });

  it('speaks of a task on a list’s card', () => {
    const card = { ...GB, wording: 'card' } as const;
    expect(dueMark('2026-06-03', false, TODAY, card).text).toBe('Task overdue · 3 Jun');
    expect(dueMark(TODAY, false, TODAY, card).text).toBe('Task due today');
    expect(dueMark('2026-06-12', false, TODAY, card).text).toBe('Task due 12 Jun');
  });

  it('is never late nor today for a task already done', () => {
    expect(dueMark('2026-06-03', true, TODAY, GB)).toEqual({ state: 'upcoming', text: 'Due 3 Jun' });
    expect(dueMark(TODAY, true, TODAY, GB).state).toBe('upcoming');
  });
});

describe('a task’s due day in Portuguese', () => {
  afterEach(() => showLanguage('en', en));

  it('is said in Portuguese, its day written as Brazilians write it', () => {
    showLanguage('pt-BR', ptBR);
    expect(dueMark('2026-06-03', false, TODAY).text).toBe('Atrasada · 3 de jun.');
    expect(dueMark(TODAY, false, TODAY, { wording: 'card' }).text).toBe('Tarefa vence hoje');
  });
});

describe('a list’s nearest open due day', () => {
  it('is the earliest day of its tasks not done, an overdue one first', () => {
    const tasks = [
      { done: false, dueDate: '2026-06-20' },
      { done: true, dueDate: '2026-06-01' },
      { done: false, dueDate: null },
      { done: false, dueDate: '2026-06-08' },
    ];
    expect(nearestOpenDue(tasks)).toBe('2026-06-08');
  });

  it('is none when no open task has a day', () => {
    expect(
      nearestOpenDue([
        { done: true, dueDate: '2026-06-20' },
        { done: false, dueDate: null },
      ]),
    ).toBe(undefined);
    expect(nearestOpenDue([])).toBeUndefined();
  });
});
