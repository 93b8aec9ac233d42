import type {
  CreateEntranceBody,
  CreateExpenseBody,
  CreateGoalBody,
  Entrance,
  Expense,
  FinancesAnswer,
  Goal,
} from '@wayfarer/core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../testing/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

/** 1 March 2026, 12:00 UTC. */
export const MARCH_2026 = Date.UTC(2026, 2, 1, 12);

export const entranceBody = (overrides: Partial<CreateEntranceBody> = {}): CreateEntranceBody => ({
  title: 'Salary',
  color: '#FFFD00',
  value: 300_000,
  date: MARCH_2026,
  ...overrides,
});

export const goalBody = (overrides: Partial<CreateGoalBody> = {}): CreateGoalBody => ({
  title: 'Rent',
  value: 120_000,
  color: '#3B9AF5',
  icon: 3,
  type: 1,
  ...overrides,
});

export const expenseBody = (overrides: Partial<CreateExpenseBody> = {}): CreateExpenseBody => ({
  type: 1,
  title: 'Groceries',
  color: '#F5455C',
  value: 15_025,
  date: MARCH_2026,
  financesGoalId: null,
  ...overrides,
});

const query = (id: string) => `?id=${encodeURIComponent(id)}`;

/** Every finance call as one user makes it (`auth` may be {} for an anonymous caller). */
export function financeClient(t: TestApp, auth: Headers) {
  const call = (method: Method, url: string, payload?: InjectOptions['payload'], headers: Headers = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, payload });
  const expectStatus = <T>(status: number, response: LightMyRequestResponse): T => {
    if (response.statusCode !== status) {
      throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    }
    return response.json<T>();
  };

  const client = {
    call,
    finances: () => call('GET', '/finances'),
    createEntrance: (body: unknown) => call('POST', '/finances/entraces', body as InjectOptions['payload']),
    updateEntrance: (body: unknown) => call('PATCH', '/finances/entraces', body as InjectOptions['payload']),
    deleteEntrance: (id: string) => call('DELETE', `/finances/entraces${query(id)}`),
    createGoal: (body: unknown) => call('POST', '/finances/goals', body as InjectOptions['payload']),
    updateGoal: (body: unknown) => call('PATCH', '/finances/goals/', body as InjectOptions['payload']),
    deleteGoal: (id: string) => call('DELETE', `/finances/goals${query(id)}`),
    createExpense: (body: unknown) => call('POST', '/finances/expenses', body as InjectOptions['payload']),
    updateExpense: (body: unknown) => call('PATCH', '/finances/expenses', body as InjectOptions['payload']),
    deleteExpense: (id: string) => call('DELETE', `/finances/expenses${query(id)}`),

    state: async () => expectStatus<FinancesAnswer>(200, await client.finances()),
    newEntrance: async (overrides: Partial<CreateEntranceBody> = {}) =>
      expectStatus<Entrance>(201, await client.createEntrance(entranceBody(overrides))),
    newGoal: async (overrides: Partial<CreateGoalBody> = {}) =>
      expectStatus<Goal>(201, await client.createGoal(goalBody(overrides))),
    newExpense: async (overrides: Partial<CreateExpenseBody> = {}) =>
      expectStatus<Expense>(201, await client.createExpense(expenseBody(overrides))),
  };
  return client;
}

export type FinanceClient = ReturnType<typeof financeClient>;
