import type { EndpointTable } from '../http/endpoint';

/**
 * The /finances routes: the caller's own entrances and domestic goals and costs, and the trip goals and
 * costs of their current trip (or, without one, their own). Which a write touches depends on its item,
 * so the routes ask the policy layer themselves for trip items.
 */
export const financeEndpoints = {
  getFinances: { method: 'GET', path: '/finances', signedIn: true },
  getFinanceRate: { method: 'GET', path: '/finances/rate', signedIn: true },
  createEntrance: { method: 'POST', path: '/finances/entraces', signedIn: true },
  updateEntrance: { method: 'PATCH', path: '/finances/entraces', signedIn: true },
  deleteEntrance: { method: 'DELETE', path: '/finances/entraces', signedIn: true },
  createGoal: { method: 'POST', path: '/finances/goals', signedIn: true },
  updateGoal: { method: 'PATCH', path: '/finances/goals', signedIn: true },
  deleteGoal: { method: 'DELETE', path: '/finances/goals', signedIn: true },
  createExpense: { method: 'POST', path: '/finances/expenses', signedIn: true },
  updateExpense: { method: 'PATCH', path: '/finances/expenses', signedIn: true },
  deleteExpense: { method: 'DELETE', path: '/finances/expenses', signedIn: true },
} as const satisfies EndpointTable;
