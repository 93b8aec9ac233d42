import type { Finances } from './finances';
import { percentageOf, totalOf } from './monthly-resume';

export interface TripResume {
  /** Sum of the trip goals. */
  totalGoals: number;
  /** Sum of the trip expenses. */
  totalSpent: number;
  /** Entrances − domestic expenses − trip expenses: what is left to spend. */
  cashInHand: number;
  /** Total goals − trip expenses − cash in hand: what is still missing (negative: more than enough). */
  result: number;
  /** Total spent / total goals × 100, 2 decimals: the fill of the resume's bar. */
  percentage: number;
}

/** The trip resume, over every entry of every month (spec section 9). */
export function tripResume(finances: Finances): TripResume {
  const totalGoals = totalOf(finances.trip.goals);
  const totalSpent = totalOf(finances.trip.expenses);
  const cashInHand = totalOf(finances.entrances) - totalOf(finances.domestic.expenses) - totalSpent;
  return {
    totalGoals,
    totalSpent,
    cashInHand,
    result: totalGoals - totalSpent - cashInHand,
    percentage: percentageOf(totalSpent, totalGoals),
  };
}
