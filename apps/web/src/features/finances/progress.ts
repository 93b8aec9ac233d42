import type { TripResume } from '@wayfarer/core';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** How much of a goal's ring is drawn, 0 to 1: overspending fills it and no more. */
export function ringFill(percentage: number): number {
  return Number.isFinite(percentage) ? clamp(percentage, 0, 100) / 100 : 0;
}

export interface TripBar {
  /** Share of the total goals already spent, 0 to 100. */
  spent: number;
  /** Share the cash in hand covers on top of it, 0 to 100 − spent. */
  cash: number;
}

/** The trip resume's bar: spent, then cash in hand, against the total of the trip goals. */
export function tripBar({ totalGoals, totalSpent, cashInHand }: TripResume): TripBar {
  if (totalGoals <= 0) return { spent: 0, cash: 0 };
  const spent = clamp((totalSpent / totalGoals) * 100, 0, 100);
  const cash = clamp((Math.max(cashInHand, 0) / totalGoals) * 100, 0, 100 - spent);
  return { spent, cash };
}
