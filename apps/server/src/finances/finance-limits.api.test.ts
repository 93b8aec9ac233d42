import { dayIn, FINANCES_MAX_ITEMS, TRIP_FINANCES_MAX_ITEMS } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, userIdOf } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { sharedTrip } from '../trip/testing/shared-trip';
import { financeEntrances, financeExpenses, financeGoals } from './finances-schema';
import { entranceBody, expenseBody, financeClient, goalBody, MARCH_2026 } from './testing/finance-client';

/*
 * Before, one user could keep any number of finance items, each one more in every finances answer. They
 * now hold a generous cap, all kinds together, and past it an addition answers 409 with what to do.
 */
describe.each(engines)('what finances may hold on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it(`take ${FINANCES_MAX_ITEMS} entrances, goals and costs together, then answer 409 to each kind`, async () => {
    const { auth, token } = await signUp(t);
    const userId = await userIdOf(t, token);
    const third = Math.floor((FINANCES_MAX_ITEMS - 1) / 3);
    const item = { userId, title: 'Filled', color: '#FFFD00', value: 100 };
    await t.db
      .insert(financeEntrances)
      .values(Array.from({ length: third }, () => ({ ...item, dateDay: dayIn(MARCH_2026, 'UTC') })));
    await t.db
      .insert(financeGoals)
      .values(Array.from({ length: third }, () => ({ ...item, type: 1 as const, icon: 1 })));
    const rest = FINANCES_MAX_ITEMS - 1 - 2 * third;
    await t.db.insert(financeExpenses).values(
      Array.from({ length: rest }, () => ({
        ...item,
        type: 2 as const,
        dateDay: dayIn(MARCH_2026, 'UTC'),
      })),
    );

    const finances = financeClient(t, auth);
    expect((await finances.call('POST', '/finances/entraces', entranceBody())).statusCode).toBe(201);
    for (const [path, body] of [
      ['/finances/entraces', entranceBody()],
      ['/finances/goals', goalBody()],
      ['/finances/expenses', expenseBody()],
    ] as const) {
      const refused = await finances.call('POST', path, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toEqual({
        error: 'limit_reached',
        message: expect.stringMatching(/^Your finances hold at most 5,000 entrances, goals and costs/),
      });
    }
    const answer = await finances.call('GET', '/finances');
    const { entraces, domestic, trip } = answer.json();
    const held = entraces.length + domestic.goals.length + domestic.expenses.length;
    expect(held + trip.goals.length + trip.expenses.length).toBe(FINANCES_MAX_ITEMS);
  });

  it(`take ${TRIP_FINANCES_MAX_ITEMS} goals and costs on a trip, counted apart from each member's own`, async () => {
    const { tripId, owner, editor, viewer } = await sharedTrip(t);
    const item = { tripId, createdBy: editor.userId, title: 'Filled', color: '#FFFD00', value: 100 };
    await t.db.insert(financeExpenses).values(
      Array.from({ length: TRIP_FINANCES_MAX_ITEMS - 1 }, () => ({
        ...item,
        type: 2 as const,
        dateDay: dayIn(MARCH_2026, 'UTC'),
      })),
    );

    expect((await editor.call('POST', '/finances/expenses', expenseBody({ type: 2 }))).statusCode).toBe(201);
    for (const [path, body] of [
      ['/finances/goals', goalBody({ type: 2 })],
      ['/finances/expenses', expenseBody({ type: 2 })],
    ] as const) {
      const refused = await editor.call('POST', path, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toEqual({
        error: 'limit_reached',
        message: expect.stringMatching(/^This trip's finances hold at most 5,000 goals and costs/),
      });
    }
    // The trip's items fill the trip's room, not its members' own.
    expect((await viewer.call('POST', '/finances/entraces', entranceBody())).statusCode).toBe(201);
    expect((await owner.call('POST', '/finances/goals', goalBody({ type: 1 }))).statusCode).toBe(201);
    expect((await owner.call('POST', '/finances/expenses', expenseBody({ type: 1 }))).statusCode).toBe(201);
  });
});
