import { FinanceKind, type Finances } from '@wayfarer/core';
import type { FinanceRows } from './repository';

/** The finance state, goals and expenses placed by kind: type 1 domestic, type 2 trip. */
export function presentFinances(rows: FinanceRows): Finances {
  const ofKind = (type: FinanceKind) => ({
    goals: rows.goals.filter((goal) => goal.type === type),
    expenses: rows.expenses.filter((expense) => expense.type === type),
  });
  return { entraces: rows.entrances, domestic: ofKind(FinanceKind.domestic), trip: ofKind(FinanceKind.trip) };
}
