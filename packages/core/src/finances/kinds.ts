/** Goal icons are numbered 1 to 20 (spec section 9). */
export const GOAL_ICON_COUNT = 20;

/** 1 domestic, 2 trip: the kind of a goal or an expense. */
export const FINANCE_KINDS = [1, 2] as const;
export type FinanceKind = (typeof FINANCE_KINDS)[number];
export const FinanceKind = { domestic: 1, trip: 2 } as const satisfies Record<string, FinanceKind>;
