import type { Entrance, Expense, FinancesAnswer, Goal } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import {
  entranceBody,
  expenseBody,
  financeClient,
  goalBody,
  type FinanceClient,
} from './testing/finance-client';

describe.each(engines)('finance ownership on %s', (engine) => {
  let t: TestApp;
  let owner: FinanceClient;
  let stranger: FinanceClient;
  let entrance: Entrance;
  let domesticGoal: Goal;
  let tripGoal: Goal;
  let expense: Expense;
  let ownerState: FinancesAnswer;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = financeClient(t, (await signUp(t)).auth);
    stranger = financeClient(t, (await signUp(t)).auth);
    entrance = await owner.newEntrance();
    domesticGoal = await owner.newGoal();
    tripGoal = await owner.newGoal({ title: 'Flights', type: 2 });
    expense = await owner.newExpense({ financesGoalId: domesticGoal.id });
    await owner.newExpense({ type: 2, title: 'Deposit', financesGoalId: tripGoal.id });
    ownerState = await owner.state();
  });
  afterAll(() => t.close());

  it('shows a stranger none of the owner’s entries', async () => {
    expect(await stranger.state()).toEqual({
      entraces: [],
      domestic: { goals: [], expenses: [] },
      trip: { goals: [], expenses: [] },
    });
  });

  it.each([
    ['edit the entrance', () => stranger.updateEntrance({ ...entrance, title: 'Mine now' })],
    ['delete the entrance', () => stranger.deleteEntrance(entrance.id)],
    ['edit the goal', () => stranger.updateGoal({ ...domesticGoal, value: 1 })],
    ['move the goal to the other type', () => stranger.updateGoal({ ...domesticGoal, type: 2 })],
    ['delete the goal', () => stranger.deleteGoal(domesticGoal.id)],
    ['edit the expense', () => stranger.updateExpense({ ...expense, value: 1 })],
    ['unlink the expense', () => stranger.updateExpense({ ...expense, financesGoalId: null })],
    ['delete the expense', () => stranger.deleteExpense(expense.id)],
    [
      'add an expense to the owner’s goal',
      () => stranger.createExpense(expenseBody({ financesGoalId: domesticGoal.id })),
    ],
    [
      'add a trip expense to the owner’s trip goal',
      () => stranger.createExpense(expenseBody({ type: 2, financesGoalId: tripGoal.id })),
    ],
  ])('answers 404 when a stranger tries to %s, and changes nothing', async (_case, attempt) => {
    const response = await attempt();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
    expect(await owner.state()).toEqual(ownerState);
  });

  it('does not let a stranger point their own expense at the owner’s goal', async () => {
    const own = await stranger.newExpense();
    const response = await stranger.updateExpense({ ...own, financesGoalId: domesticGoal.id });
    expect(response.statusCode).toBe(404);
    expect((await stranger.state()).domestic.expenses).toEqual([own]);
    expect(await owner.state()).toEqual(ownerState);
  });

  it('does not let the owner reach the stranger’s entries either', async () => {
    const theirs = await stranger.newEntrance(entranceBody({ title: 'Stranger’s pay' }));
    const theirGoal = await stranger.newGoal(goalBody({ title: 'Stranger’s goal' }));
    expect((await owner.updateEntrance({ ...theirs, value: 1 })).statusCode).toBe(404);
    expect((await owner.deleteEntrance(theirs.id)).statusCode).toBe(404);
    expect((await owner.deleteGoal(theirGoal.id)).statusCode).toBe(404);
    expect((await owner.createExpense(expenseBody({ financesGoalId: theirGoal.id }))).statusCode).toBe(404);
    const strangerState = await stranger.state();
    expect(strangerState.entraces).toEqual([theirs]);
    expect(strangerState.domestic.goals).toEqual([theirGoal]);
  });
});
