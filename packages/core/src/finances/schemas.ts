import { z } from 'zod';
import { hexColorSchema } from '../colors/schemas';
import { MAX_MONEY_CENTS } from '../money/money';
import { FINANCE_KINDS, GOAL_ICON_COUNT } from './finances';
import { singleLineText } from '../text/schemas';

/*
 * The /finances contract (spec sections 3 and 7). Requests and answers carry the same field names as
 * the spec, `entraces` spelling included; money is integer cents and dates are epoch ms.
 */

export const FINANCE_TITLE_MAX_LENGTH = 200;
/** The largest instant a JavaScript Date can hold. */
const MAX_EPOCH_MS = 8.64e15;

export const financeIdSchema = z.uuid();
export const financeKindSchema = z.literal(FINANCE_KINDS);

export const financeColorSchema = hexColorSchema;

/**
 * A positive whole number of cents up to MAX_MONEY_CENTS. Every amount the forms can send is above
 * zero: the money input takes no negatives, expenses and goals need a value above 0, and an
 * entrance's "not 0" (spec section 5) therefore also means above 0. A negative income would turn the
 * percentage and the cash in hand into nonsense, so the server refuses it too.
 */
export const moneyCentsSchema = z
  .number()
  .int('Use whole cents.')
  .positive('The value must be above 0.')
  .max(MAX_MONEY_CENTS, 'The value is too large.');

export const financeDateSchema = z.number().int().positive().max(MAX_EPOCH_MS);
export const goalIconSchema = z.number().int().min(1).max(GOAL_ICON_COUNT);
const title = singleLineText().min(1, 'Give it a title.').max(FINANCE_TITLE_MAX_LENGTH);

// ---- answers ----

export const entranceSchema = z.object({
  id: financeIdSchema,
  title: z.string(),
  color: z.string(),
  /** Cents. */
  value: z.number().int(),
  /** Epoch ms. */
  date: z.number().int(),
});
export type Entrance = z.infer<typeof entranceSchema>;

export const goalSchema = z.object({
  id: financeIdSchema,
  title: z.string(),
  /** Cents. */
  value: z.number().int(),
  color: z.string(),
  /** 1 to 20. */
  icon: z.number().int(),
  type: financeKindSchema,
});
export type Goal = z.infer<typeof goalSchema>;

export const expenseSchema = z.object({
  id: financeIdSchema,
  type: financeKindSchema,
  title: z.string(),
  color: z.string(),
  /** Cents. */
  value: z.number().int(),
  /** Epoch ms. */
  date: z.number().int(),
  /** A goal of the same user and kind; null counts under 'Othres'. */
  financesGoalId: financeIdSchema.nullable(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const goalsAndExpensesSchema = z.object({
  goals: z.array(goalSchema),
  expenses: z.array(expenseSchema),
});
export type GoalsAndExpenses = z.infer<typeof goalsAndExpensesSchema>;

/**
 * GET /finances: the caller's whole finance state. Entrances and expenses newest first, goals in the
 * order they were added; `domestic` holds type 1 only and `trip` type 2 only.
 */
export const financesSchema = z.object({
  entraces: z.array(entranceSchema),
  domestic: goalsAndExpensesSchema,
  trip: goalsAndExpensesSchema,
});
export type FinancesAnswer = z.infer<typeof financesSchema>;

// ---- requests ----

/** `?id=` of every DELETE. */
export const financeIdQuerySchema = z.object({ id: financeIdSchema });

export const createEntranceBodySchema = z.object({
  title,
  color: financeColorSchema,
  value: moneyCentsSchema,
  date: financeDateSchema,
});
export type CreateEntranceBody = z.input<typeof createEntranceBodySchema>;

/** Edits replace every field; other fields sent along with the item are ignored. */
export const updateEntranceBodySchema = createEntranceBodySchema.extend({ id: financeIdSchema });
export type UpdateEntranceBody = z.input<typeof updateEntranceBodySchema>;

export const createGoalBodySchema = z.object({
  title,
  value: moneyCentsSchema,
  color: financeColorSchema,
  icon: goalIconSchema,
  type: financeKindSchema,
});
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;

/** Changing a goal's type frees its expenses, which cannot follow it to the other kind. */
export const updateGoalBodySchema = createGoalBodySchema.extend({ id: financeIdSchema });
export type UpdateGoalBody = z.input<typeof updateGoalBodySchema>;

export const createExpenseBodySchema = z.object({
  type: financeKindSchema,
  title,
  color: financeColorSchema,
  value: moneyCentsSchema,
  date: financeDateSchema,
  /** One of the caller's goals of the same type; null or left out for none ('Othres'). */
  financesGoalId: financeIdSchema.nullable().optional().default(null),
});
export type CreateExpenseBody = z.input<typeof createExpenseBodySchema>;

export const updateExpenseBodySchema = createExpenseBodySchema.extend({ id: financeIdSchema });
export type UpdateExpenseBody = z.input<typeof updateExpenseBodySchema>;
