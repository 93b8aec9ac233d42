import { FinanceKind, type FinancesAnswer } from '@wayfarer/core';
import type { FinanceRows } from './repository';

/** GET /finances as it travels (`entraces` spelling and all), goals and expenses by kind: 1 domestic, 2 trip. */
export function presentFinances(rows: FinanceRows): FinancesAnswer {
  const ofKind = (type: FinanceKind) => ({
    goals: rows.goals.filter((goal) => goal.type === type),
    expenses: rows.expenses.filter((expense) => expense.type === type),
  });
  return { entraces: rows.entrances, domestic: ofKind(FinanceKind.domestic), trip: ofKind(FinanceKind.trip) };
}
