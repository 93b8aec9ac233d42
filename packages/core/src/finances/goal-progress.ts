import type { DateRange } from './calendar-month';
import type { Finances } from './finances';
import type { Expense, Goal } from './schemas';
import { percentageOf, within } from './monthly-resume';

/** The card for spending without a goal; the spec spells it so. */
export const OTHERS_TITLE = 'Othres';

export interface GoalProgress {
  goal: Goal;
  /** What the goal's expenses add up to. */
  spent: number;
  /** Goal value − spent: what is left (negative once overspent); the trip cards' Result. */
  result: number;
  /** spent / goal value × 100, 2 decimals. */
  percentage: number;
}

export interface GoalsProgress {
  /** In the order of the goals given. */
  goals: GoalProgress[];
  /** Spending without a goal; null when it is 0, since the 'Othres' card only shows above 0. */
  others: { title: typeof OTHERS_TITLE; spent: number } | null;
}

/**
 * Each goal's spending among `expenses` (which the caller gives of one kind). An expense whose goal
 * is not among `goals` counts under 'Othres', as one without a goal does.
 */
export function goalsProgress(goals: readonly Goal[], expenses: readonly Expense[]): GoalsProgress {
  const spentByGoal = new Map<string, number>(goals.map((goal) => [goal.id, 0]));
  let others = 0;
  for (const expense of expenses) {
    const goalId = expense.financesGoalId;
    const spent = goalId === null ? undefined : spentByGoal.get(goalId);
    if (goalId === null || spent === undefined) others += expense.value;
    else spentByGoal.set(goalId, spent + expense.value);
  }
  return {
    goals: goals.map((goal) => {
      const spent = spentByGoal.get(goal.id) ?? 0;
      return { goal, spent, result: goal.value - spent, percentage: percentageOf(spent, goal.value) };
    }),
    others: others > 0 ? { title: OTHERS_TITLE, spent: others } : null,
  };
}

/** The domestic goal cards of the selected month: only that month's spending counts. */
export function domesticGoalsProgress(finances: Finances, range: DateRange): GoalsProgress {
  return goalsProgress(finances.domestic.goals, within(finances.domestic.expenses, range));
}

/** The trip goal cards: the trip is saved for over all months, so every trip expense counts. */
export function tripGoalsProgress(finances: Finances): GoalsProgress {
  return goalsProgress(finances.trip.goals, finances.trip.expenses);
}
