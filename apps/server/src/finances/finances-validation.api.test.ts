import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { validationEn } from '../i18n/validation.en';
import {
  entranceBody,
  expenseBody,
  financeClient,
  goalBody,
  type FinanceClient,
} from './testing/finance-client';

/** Values no amount may take: each must answer 4xx, never 500, and store nothing. */
const badValues: [string, unknown][] = [
  ['a negative value', -100],
  ['a value of 0', 0],
  ['fractional cents', 10.5],
  ['10^15 cents', 10 ** 15],
  ['one cent above the maximum', 10 ** 13 + 1],
  ['a value given as text', '100'],
  ['a value given as a decimal string', '12.50'],
  ['null for a value', null],
  ['a value given as an object', { cents: 100 }],
];

const MEGABYTE = 'x'.repeat(1024 * 1024);

describe.each(engines)('finance input checks on %s', (engine) => {
  let t: TestApp;
  let me: FinanceClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    me = financeClient(t, (await signUp(t)).auth);
  });
  afterAll(() => t.close());

  /** 400 with the API's error shape. */
  function expectRefused(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  }

  async function expectNothingStored() {
    expect(await me.state()).toEqual({
      entraces: [],
      domestic: { goals: [], expenses: [] },
      trip: { goals: [], expenses: [] },
    });
  }

  describe.each([
    ['an entrance', (body: object) => me.createEntrance(body), entranceBody()],
    ['a goal', (body: object) => me.createGoal(body), goalBody()],
    ['an expense', (body: object) => me.createExpense(body), expenseBody()],
  ] as const)('adding %s', (_kind, create, valid) => {
    it.each(badValues)('refuses %s', async (_case, value) => {
      expectRefused(await create({ ...valid, value }));
      await expectNothingStored();
    });

    it.each(Object.keys(valid).filter((field) => field !== 'financesGoalId'))(
      'refuses a body without %s',
      async (field) => {
        const response = await create(
          Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)),
        );
        expectRefused(response);
        // The field is named in the catalogue's words, whatever their case in the sentence.
        const words: Readonly<Record<string, string>> = validationEn.fields;
        expect(response.json<{ message: string }>().message.toLowerCase()).toContain(words[field]);
        await expectNothingStored();
      },
    );

    it.each([
      ['a blank title', { title: '   ' }],
      ['a 201-character title', { title: 'x'.repeat(201) }],
      ['a title given as a number', { title: 42 }],
      ['a colour that is not #RRGGBB', { color: 'yellow' }],
    ])('refuses %s', async (_case, change) => {
      expectRefused(await create({ ...valid, ...change }));
      await expectNothingStored();
    });

    it('refuses a 1 MB title without storing anything', async () => {
      const response = await create({ ...valid, title: MEGABYTE });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      await expectNothingStored();
    });
  });

  it.each([
    ['an icon of 0', { icon: 0 }],
    ['an icon of 21', { icon: 21 }],
    ['a fractional icon', { icon: 2.5 }],
    ['a type of 0', { type: 0 }],
    ['a type of 3', { type: 3 }],
    ['a type given as text', { type: '2' }],
  ])('refuses a goal with %s', async (_case, change) => {
    expectRefused(await me.createGoal({ ...goalBody(), ...change }));
    await expectNothingStored();
  });

  it.each([
    ['a date given as text', { date: '2026-03-01' }],
    ['a negative date', { date: -1 }],
    ['a date past what a Date can hold', { date: 9e15 }],
    ['a goal id that is not a uuid', { financesGoalId: '42' }],
    ['a type of 3', { type: 3 }],
  ])('refuses an expense with %s', async (_case, change) => {
    expectRefused(await me.createExpense({ ...expenseBody(), ...change }));
    await expectNothingStored();
  });

  it.each([
    [
      'entrances',
      (body: string) => me.call('POST', '/finances/entraces', body, { 'content-type': 'application/json' }),
    ],
    [
      'goals',
      (body: string) => me.call('PATCH', '/finances/goals', body, { 'content-type': 'application/json' }),
    ],
    [
      'expenses',
      (body: string) => me.call('POST', '/finances/expenses', body, { 'content-type': 'application/json' }),
    ],
  ])('answers 400 for invalid JSON sent to %s', async (_route, send) => {
    expectRefused(await send('{"title": "Salary",'));
    expectRefused(await send(''));
    await expectNothingStored();
  });

  it('answers 400 for an array or text instead of an object', async () => {
    expectRefused(await me.createEntrance([entranceBody()]));
    expectRefused(await me.call('POST', '/finances/goals', 'Rent', { 'content-type': 'text/plain' }));
    await expectNothingStored();
  });

  it.each([
    ['entraces', 'not-an-id'],
    ['goals', ''],
    ['expenses', "1' or '1'='1"],
  ])('answers 400 to DELETE /finances/%s with the id %j', async (route, id) => {
    expectRefused(await me.call('DELETE', `/finances/${route}?id=${encodeURIComponent(id)}`));
  });

  it.each(['entraces', 'goals', 'expenses'])(
    'answers 400 to DELETE /finances/%s without an id',
    async (route) => {
      expectRefused(await me.call('DELETE', `/finances/${route}`));
    },
  );

  describe('edits', () => {
    it('refuse the same bad values and change nothing', async () => {
      const entrance = await me.newEntrance();
      const goal = await me.newGoal();
      const expense = await me.newExpense();
      const before = await me.state();
      for (const [, value] of badValues) {
        expectRefused(await me.updateEntrance({ ...entrance, value }));
        expectRefused(await me.updateGoal({ ...goal, value }));
        expectRefused(await me.updateExpense({ ...expense, value }));
      }
      expectRefused(await me.updateEntrance({ ...entrance, id: 'not-an-id' }));
      expectRefused(await me.updateGoal(goalBody()));
      expect(await me.state()).toEqual(before);
      await me.deleteEntrance(entrance.id);
      await me.deleteExpense(expense.id);
      await me.deleteGoal(goal.id);
    });
  });
});
