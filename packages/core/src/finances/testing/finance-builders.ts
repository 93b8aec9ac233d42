import fc from 'fast-check';
import { dayIn } from '../../calendar/calendar-day';
import type { Finances } from '../finances';
import type { FinanceKind } from '../kinds';
import type { Entrance, Expense, Goal } from '../schemas';

/*
 * Entries for the finance tests: readable builders for hand-computed scenarios, and fast-check
 * arbitraries for the properties.
 */

let sequence = 0;
/** A distinct, well-formed id per call. */
export function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** Local time, as the month ranges use it; `monthIndex` counts from 0. */
export const at = (year: number, monthIndex: number, day: number, hour = 0, minute = 0, ms = 0) =>
  new Date(year, monthIndex, day, hour, minute, 0, ms).getTime();

/** The day a local time falls on here, as an item entered at it would be stored. */
const localDayOf = (ms: number) => dayIn(ms, Intl.DateTimeFormat().resolvedOptions().timeZone);

export const entrance = (title: string, value: number, date: number): Entrance => ({
  id: nextId(),
  version: 1,
  title,
  color: '#FFFD00',
  value,
  date,
  dateDay: localDayOf(date),
});

export const goal = (title: string, value: number, type: FinanceKind, icon = 1): Goal => ({
  id: nextId(),
  version: 1,
  title,
  value,
  color: '#3B9AF5',
  icon,
  type,
  can: { edit: true, delete: true },
});

export const expense = (
  title: string,
  value: number,
  date: number,
  type: FinanceKind,
  financesGoalId: string | null = null,
): Expense => ({
  id: nextId(),
  version: 1,
  type,
  title,
  color: '#F5455C',
  value,
  date,
  dateDay: localDayOf(date),
  financesGoalId,
  can: { edit: true, delete: true },
});

// ---- arbitraries ----

const RANGE_START = new Date(2020, 0, 1).getTime();
const RANGE_END = new Date(2031, 0, 1).getTime();

export const dateArbitrary = fc.integer({ min: RANGE_START, max: RANGE_END });
/** Up to a billion dollars an entry: sums of the few dozen entries below stay exact. */
const valueArbitrary = fc.integer({ min: 1, max: 10 ** 11 });

const expensesOf = (type: FinanceKind, goals: Goal[]) =>
  fc
    .array(
      fc.record({
        title: fc.constant('Cost'),
        value: valueArbitrary,
        date: dateArbitrary,
        financesGoalId: fc.constantFrom(null, ...goals.map((item) => item.id)),
      }),
      { maxLength: 30 },
    )
    .map((rows) => rows.map((row) => expense(row.title, row.value, row.date, type, row.financesGoalId)));

const goalsOf = (type: FinanceKind) =>
  fc
    .array(valueArbitrary, { maxLength: 5 })
    .map((values) => values.map((value) => goal('Goal', value, type)));

const kindArbitrary = (type: FinanceKind) =>
  goalsOf(type).chain((goals) => expensesOf(type, goals).map((expenses) => ({ goals, expenses })));

export const financesArbitrary: fc.Arbitrary<Finances> = fc.record({
  entrances: fc
    .array(fc.record({ value: valueArbitrary, date: dateArbitrary }), { maxLength: 30 })
    .map((rows) => rows.map((row) => entrance('Income', row.value, row.date))),
  domestic: kindArbitrary(1),
  trip: kindArbitrary(2),
});
