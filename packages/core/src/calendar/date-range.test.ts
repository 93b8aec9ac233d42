import { describe, expect, it } from 'vitest';
import {
  createEntranceBodySchema,
  createExpenseBodySchema,
  financeRateQuerySchema,
  updateEntranceBodySchema,
  updateExpenseBodySchema,
} from '../finances/schemas';
import {
  createTodoListBodySchema,
  createTodoTaskBodySchema,
  updateTodoListBodySchema,
  updateTodoTaskBodySchema,
} from '../todo/schemas';
import { tripBodySchema, tripPatchBodySchema, userDetailsBodySchema } from '../trip/schemas';
import { LAST_DATE_MS } from './date-range';

/* Every date a request takes, each held to the years 1970 to 9999 by the same rule. */

const id = '0b5e3c7a-6f0e-4d7e-9a51-2f6f1d3c9b10';
const YEAR_10000 = Date.UTC(10000, 0, 1);
const trip = {
  currentCity: 'Lisbon',
  currentState: 'Lisbon',
  currentCountry: 'Portugal',
  currentCountrySlug: 'PT',
  tripCity: 'Tokyo',
  tripState: 'Tokyo',
  tripCountry: 'Japan',
  tripCountrySlug: 'JP',
  tripLat: 35.6895,
  tripLon: 139.69171,
};
const list = { title: 'Visa', description: 'Book it', color: '#FFFD00' };
const entrance = { title: 'Salary', color: '#FFFD00', value: 300_000 };
const expense = { ...entrance, type: 2 };

/** Each request schema that takes an epoch date, with a body around the date. */
const EPOCH_DATES = [
  ['a new to-do list', createTodoListBodySchema, (date: unknown) => ({ ...list, date })],
  ['an edited to-do list', updateTodoListBodySchema, (date: unknown) => ({ ...list, id, date })],
  ['a new entrance', createEntranceBodySchema, (date: unknown) => ({ ...entrance, date })],
  ['an edited entrance', updateEntranceBodySchema, (date: unknown) => ({ ...entrance, id, date })],
  ['a new expense', createExpenseBodySchema, (date: unknown) => ({ ...expense, date })],
  ['an edited expense', updateExpenseBodySchema, (date: unknown) => ({ ...expense, id, date })],
  ['a new trip', tripBodySchema, (when: unknown) => ({ ...trip, when })],
  ['a trip’s change', tripPatchBodySchema, (when: unknown) => ({ when })],
  ['the user details', userDetailsBodySchema, (when: unknown) => ({ when })],
  ['the rate of a day', financeRateQuerySchema, (date: unknown) => ({ currency: 'EUR', date: String(date) })],
] as const;

describe('an epoch date', () => {
  it.each(EPOCH_DATES)(
    'of %s takes the first and the last millisecond of the range',
    (_case, schema, body) => {
      expect(schema.safeParse(body(1)).success).toBe(true);
      expect(schema.safeParse(body(LAST_DATE_MS)).success).toBe(true);
    },
  );

  it.each(EPOCH_DATES)('of %s refuses the year 10000 and 0, saying the range', (_case, schema, body) => {
    for (const date of [YEAR_10000, LAST_DATE_MS + 1, 8.64e15, 0]) {
      const parsed = schema.safeParse(body(date));
      expect(parsed.success, String(date)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain('epochDate');
    }
  });
});

describe('a due day', () => {
  const task = { title: 'Photos', description: 'Two of them', toDoListId: id };
  it.each([
    ['a new task', createTodoTaskBodySchema, (dueDate: string) => ({ ...task, dueDate })],
    ['an edited task', updateTodoTaskBodySchema, (dueDate: string) => ({ id, dueDate })],
  ] as const)('of %s takes 1970-01-01 to 9999-12-31 and refuses the days around', (_case, schema, body) => {
    expect(schema.safeParse(body('1970-01-01')).success).toBe(true);
    expect(schema.safeParse(body('9999-12-31')).success).toBe(true);
    for (const day of ['1969-12-31', '10000-01-01', '+010000-01-01']) {
      expect(schema.safeParse(body(day)).success, day).toBe(false);
    }
  });
});
