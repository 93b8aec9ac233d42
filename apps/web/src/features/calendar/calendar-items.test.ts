import { noonUtcOf, type Finances, type TodoList, type Trip } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { formats } from '@/i18n/formats';
import { ptBR } from '@/i18n/pt-BR';
import { agendaFrom, calendarItemsOf, countsByDay, itemsOn } from './calendar-items';

/** The day as the server answers it: the day itself, and noon UTC of it in the wire's epoch ms. */
const dated = (day: string) => ({ date: noonUtcOf(day), dateDay: day });

const trip = {
  tripCity: 'Tokyo',
  tripCountry: 'Japan',
  tripCountrySlug: 'JP',
  when: noonUtcOf('2026-07-01'),
  whenDay: '2026-07-01',
} as Trip;

const list = (id: string, title: string, day: string, tasks: TodoList['tasks'] = []) =>
  ({ id, title, ...dated(day), color: '#3B9AF5', status: 1, tasks }) as TodoList;

const task = (id: string, title: string, dueDate: string | null, done = false) =>
  ({ id, title, dueDate, done }) as TodoList['tasks'][number];

const finances = {
  entrances: [{ id: 'e1', title: 'Salary', ...dated('2026-06-05'), color: '#00AA00' }],
  domestic: {
    goals: [],
    expenses: [{ id: 'x1', title: 'Rent', ...dated('2026-06-10'), color: '#AA0000' }],
  },
  trip: { goals: [], expenses: [{ id: 'x2', title: 'Flights', ...dated('2026-06-10'), color: '#0000AA' }] },
} as unknown as Finances;

describe('the calendar’s items', () => {
  const items = calendarItemsOf({
    trip,
    lists: [
      list('l1', 'Pack bags', '2026-06-20', [
        task('t1', 'Adapters', '2026-06-10'),
        task('t2', 'Jacket', null),
        task('t3', 'Passport', '2026-06-03', true),
      ]),
    ],
    finances,
  });

  it('are the trip’s day, the lists’ dates, the tasks’ due days and the dated money, in day order', () => {
    expect(items.map(({ key, day }) => `${day} ${key}`)).toEqual([
      '2026-06-03 task:t3',
      '2026-06-05 entrance:e1',
      '2026-06-10 task:t1',
      '2026-06-10 expense:x1',
      '2026-06-10 expense:x2',
      '2026-06-20 list:l1',
      '2026-07-01 trip',
    ]);
  });

  it('open where each is edited: a list or a task its list, money the finances, the trip the dashboard', () => {
    const href = (key: string) => items.find((item) => item.key === key)?.href;
    expect(href('list:l1')).toBe('/todolist?list=l1');
    expect(href('task:t1')).toBe('/todolist?list=l1');
    expect(href('expense:x2')).toBe('/finances');
    expect(href('trip')).toBe('/');
  });

  it('say what each is, and which are done', () => {
    const adapters = items.find((item) => item.key === 'task:t1');
    expect(adapters).toMatchObject({ detail: 'Task of Pack bags', done: false });
    expect(items.find((item) => item.key === 'task:t3')?.done).toBe(true);
    expect(items.find((item) => item.key === 'trip')?.title).toBe('Trip to Tokyo');
  });

  it('are described in the language they are given', () => {
    const inPortuguese = calendarItemsOf(
      { trip, lists: [list('l1', 'Malas', '2026-06-20')], finances },
      ptBR.calendar.items,
      formats('pt-BR'),
    );
    expect(inPortuguese.map(({ detail }) => detail)).toEqual([
      'Entrada',
      'Custo nacional',
      'Custo da viagem',
      'Lista de tarefas',
      'Chegada em Tokyo, Japão',
    ]);
    expect(inPortuguese.at(-1)?.title).toBe('Viagem para Tokyo');
  });

  it('are only the trip’s while the board and the finances have not arrived', () => {
    expect(calendarItemsOf({ trip, lists: undefined, finances: undefined }).map(({ key }) => key)).toEqual([
      'trip',
    ]);
  });

  it('fall on the day each carries, whatever instant its epoch ms name here', () => {
    // 23:30 on 6 December in São Paulo: the 7th in UTC and further east, the 6th to the west.
    const lateInSaoPaulo = Date.UTC(2026, 11, 7, 2, 30);
    const sameDay = calendarItemsOf({
      trip: { ...trip, when: lateInSaoPaulo, whenDay: '2026-12-06' },
      lists: [{ ...list('l1', 'Pack bags', '2026-12-06'), date: lateInSaoPaulo }],
      finances: {
        ...finances,
        entrances: [{ ...finances.entrances[0]!, date: lateInSaoPaulo, dateDay: '2026-12-06' }],
        domestic: { goals: [], expenses: [] },
        trip: { goals: [], expenses: [] },
      },
    });
    expect(sameDay.map(({ day }) => day)).toEqual(['2026-12-06', '2026-12-06', '2026-12-06']);
  });

  it('fall on their own day only', () => {
    expect(itemsOn(items, '2026-06-10').map(({ key }) => key)).toEqual([
      'task:t1',
      'expense:x1',
      'expense:x2',
    ]);
    expect(itemsOn(items, '2026-06-11')).toEqual([]);
    expect(countsByDay(items).get('2026-06-10')).toBe(3);
  });

  it('make an agenda of the days from one on, grouped by day, as many days as asked', () => {
    const agenda = agendaFrom(items, '2026-06-04', 2);
    expect(agenda.map(({ day, items: dayItems }) => [day, dayItems.length])).toEqual([
      ['2026-06-05', 1],
      ['2026-06-10', 3],
    ]);
  });
});
