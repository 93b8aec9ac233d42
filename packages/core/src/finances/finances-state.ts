import type { Finances } from './finances';
import { FinanceKind } from './kinds';
import type { Entrance, Expense, Goal, GoalsAndExpenses } from './schemas';

/*
 * The client's finance state after the server agreed to a change (spec section 4): pure updates that
 * answer a new state. Goals and expenses go to `domestic` when their type is 1, else to `trip`.
 */

export const emptyFinances = (): Finances => ({
  entrances: [],
  domestic: { goals: [], expenses: [] },
  trip: { goals: [], expenses: [] },
});

type KindKey = 'domestic' | 'trip';
const kindKey = (type: FinanceKind): KindKey => (type === FinanceKind.domestic ? 'domestic' : 'trip');

/** Replaces the item with the same id, or appends it. */
function put<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((other) => other.id === item.id)
    ? items.map((other) => (other.id === item.id ? item : other))
    : [...items, item];
}

const drop = <T extends { id: string }>(items: readonly T[], id: string): T[] =>
  items.filter((item) => item.id !== id);

/** Both kinds with `change` applied to each. */
function eachKind(finances: Finances, change: (lists: GoalsAndExpenses, key: KindKey) => GoalsAndExpenses) {
  return { domestic: change(finances.domestic, 'domestic'), trip: change(finances.trip, 'trip') };
}

/** Expenses that pointed at the goal now count under 'Othres'. */
const freed = (expenses: readonly Expense[], goalId: string): Expense[] =>
  expenses.map((expense) =>
    expense.financesGoalId === goalId ? { ...expense, financesGoalId: null } : expense,
  );

export function withEntrance(finances: Finances, entrance: Entrance): Finances {
  return { ...finances, entrances: put(finances.entrances, entrance) };
}

export function withoutEntrance(finances: Finances, id: string): Finances {
  return { ...finances, entrances: drop(finances.entrances, id) };
}

/**
 * Adds or replaces the goal in its kind. A goal moved to the other kind leaves its old expenses
 * behind, freed, as the server does.
 */
export function withGoal(finances: Finances, goal: Goal): Finances {
  return {
    ...finances,
    ...eachKind(finances, (lists, key) =>
      key === kindKey(goal.type)
        ? { ...lists, goals: put(lists.goals, goal) }
        : { goals: drop(lists.goals, goal.id), expenses: freed(lists.expenses, goal.id) },
    ),
  };
}

/** Removes the goal and frees its expenses. */
export function withoutGoal(finances: Finances, id: string): Finances {
  return {
    ...finances,
    ...eachKind(finances, (lists) => ({ goals: drop(lists.goals, id), expenses: freed(lists.expenses, id) })),
  };
}

/** Adds or replaces the expense in its kind, removing it from the other one if its type changed. */
export function withExpense(finances: Finances, expense: Expense): Finances {
  return {
    ...finances,
    ...eachKind(finances, (lists, key) => ({
      ...lists,
      expenses:
        key === kindKey(expense.type) ? put(lists.expenses, expense) : drop(lists.expenses, expense.id),
    })),
  };
}

export function withoutExpense(finances: Finances, id: string): Finances {
  return {
    ...finances,
    ...eachKind(finances, (lists) => ({ ...lists, expenses: drop(lists.expenses, id) })),
  };
}
