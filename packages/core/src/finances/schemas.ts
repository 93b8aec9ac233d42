import { z } from 'zod';
import { createdBySchema } from '../accounts/schemas';
import { calendarDaySchema, epochDateSchema } from '../calendar/schemas';
import { rowVersionQuerySchema, rowVersionSchema } from '../http/schemas';
import { hexColorSchema } from '../colors/schemas';
import { rule, ruleIssue } from '../i18n/validation-rules';
import { currencyParamSchema } from '../geo/schemas';
import { parseRate } from '../money/exchange-rate';
import { MAX_MONEY_CENTS } from '../money/money';
import { FINANCE_KINDS, GOAL_ICON_COUNT } from './kinds';
import { singleLineText } from '../text/schemas';
import { itemAbilitiesSchema } from '../trip/schemas';

/*
 * The /finances contract (spec sections 3 and 7). Requests and answers carry the same field names as
 * the spec, `entraces` spelling included; money is integer cents and dates are epoch ms.
 */

export const FINANCE_TITLE_MAX_LENGTH = 200;

export const financeIdSchema = z.uuid();
export const financeKindSchema = z.literal(FINANCE_KINDS);

export const financeColorSchema = hexColorSchema;

/**
 * A positive whole number of cents up to MAX_MONEY_CENTS. Every amount the forms can send is above
 * zero: the money input takes no negatives, expenses and goals need a value above 0, and an
 * entrance's "not 0" (spec section 5) therefore also means above 0. A negative income would turn the
 * percentage and the cash in hand into nonsense, so the server refuses it too.
 */
export const moneyCentsSchema = z.number().int().positive().max(MAX_MONEY_CENTS, rule('valueTooLarge'));

export const goalIconSchema = z.number().int().min(1).max(GOAL_ICON_COUNT);
const title = singleLineText().min(1).max(FINANCE_TITLE_MAX_LENGTH);

/** 'YYYY-MM-DD'. */
const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What an item entered in another currency than the home one answers besides its `value` (which is
 * always home cents): all five fields, or none of them for an item entered in the home currency, so
 * that a client that knows only home amounts reads such items as it always did.
 */
const otherCurrencyFields = {
  originalCurrency: z
    .string()
    .optional()
    .describe('ISO 4217 code the amount was entered in; only on items entered in another currency'),
  originalValue: z
    .number()
    .int()
    .optional()
    .describe('The amount as entered: hundredths of originalCurrency'),
  rate: z
    .string()
    .optional()
    .describe(
      'Home-currency units one originalCurrency unit bought, as exact decimal text; value = originalValue × rate',
    ),
  rateDate: isoDaySchema.optional().describe('YYYY-MM-DD (UTC) the rate is of'),
  rateTyped: z
    .boolean()
    .optional()
    .describe('True when the user typed the rate, false for the market rate of rateDate'),
};

// ---- answers ----

export const entranceSchema = z.object({
  id: financeIdSchema,
  version: rowVersionSchema,
  title: z.string(),
  color: z.string(),
  /** Cents. */
  value: z.number().int(),
  /** Epoch ms: noon UTC of `dateDay`. */
  date: z.number().int(),
  /** The entrance's day, the same for every reader. */
  dateDay: calendarDaySchema,
  ...otherCurrencyFields,
});
export type Entrance = z.infer<typeof entranceSchema>;

export const goalSchema = z.object({
  id: financeIdSchema,
  version: rowVersionSchema,
  title: z.string(),
  /** Cents. */
  value: z.number().int(),
  color: z.string(),
  /** 1 to 20. */
  icon: z.number().int(),
  type: financeKindSchema,
  ...otherCurrencyFields,
  createdBy: createdBySchema,
  /** What the caller may do with it: their own is theirs; a trip's, as their role in the trip allows. */
  can: itemAbilitiesSchema,
});
export type Goal = z.infer<typeof goalSchema>;

export const expenseSchema = z.object({
  id: financeIdSchema,
  version: rowVersionSchema,
  type: financeKindSchema,
  title: z.string(),
  color: z.string(),
  /** Cents. */
  value: z.number().int(),
  /** Epoch ms: noon UTC of `dateDay`. */
  date: z.number().int(),
  /** The cost's day, the same for every reader, and the day of its rate. */
  dateDay: calendarDaySchema,
  /** A goal of the same user and kind; null counts under 'Othres'. */
  financesGoalId: financeIdSchema.nullable(),
  ...otherCurrencyFields,
  createdBy: createdBySchema,
  /** What the caller may do with it: their own is theirs; a trip's, as their role in the trip allows. */
  can: itemAbilitiesSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

export const goalsAndExpensesSchema = z.object({
  goals: z.array(goalSchema),
  expenses: z.array(expenseSchema),
});
export type GoalsAndExpenses = z.infer<typeof goalsAndExpensesSchema>;

/**
 * GET /finances: the caller's finance state. Entrances and expenses newest first, goals in the order
 * they were added; `domestic` holds type 1 only, the caller's own, and `trip` type 2 only, those of the
 * current trip, shared with its members (with who added each).
 */
export const financesSchema = z.object({
  entraces: z.array(entranceSchema),
  domestic: goalsAndExpensesSchema,
  trip: goalsAndExpensesSchema,
});
export type FinancesAnswer = z.infer<typeof financesSchema>;

// ---- requests ----

/** `?id=` of every DELETE. */
export const financeIdQuerySchema = z.object({
  id: financeIdSchema,
  version: rowVersionQuerySchema.optional(),
});

/** A rate as typed ('6.25', '0,0062'), checked and written in its canonical text. */
export const typedRateSchema = z
  .string()
  .max(40)
  .transform((text, context) => {
    const rate = parseRate(text);
    if (rate !== null) return rate;
    context.addIssue(ruleIssue('typedRate'));
    return z.NEVER;
  });

/**
 * The money of a request: `value` in home cents, as a client that knows only home amounts sends it; or
 * an amount in a named currency (the trip's or the home one), whose home value the server works out with
 * the rate of the item's day, or with a rate the user typed. The answer's `rate` is not read back: a client that
 * sends an item back as it read it changes no rate.
 */
const amountFields = {
  value: moneyCentsSchema.optional().describe('Home cents; required unless originalCurrency is given'),
  originalCurrency: currencyParamSchema
    .optional()
    .describe('The currency the amount is entered in: the trip currency or the home one (ISO 4217)'),
  originalValue: moneyCentsSchema.optional().describe('Hundredths of originalCurrency; required with it'),
  typedRate: typedRateSchema
    .nullable()
    .optional()
    .describe(
      'The rate the user really got (home units per unit), kept as typed; null takes the market rate again; left out, an edit keeps a typed rate, and a market one unless the amount or the date changed',
    ),
};

/** Either a home value or an amount in a named currency: the field missing is named. */
function checkAmount(
  body: { value?: number; originalCurrency?: string; originalValue?: number; typedRate?: string | null },
  context: z.RefinementCtx,
): void {
  if (body.originalCurrency !== undefined) {
    if (body.originalValue === undefined) {
      context.addIssue({ ...ruleIssue('required'), path: ['originalValue'] });
    }
    return;
  }
  if (body.value === undefined) {
    context.addIssue({ ...ruleIssue('required'), path: ['value'] });
  }
  if (body.originalValue !== undefined || (body.typedRate !== undefined && body.typedRate !== null)) {
    context.addIssue({ ...ruleIssue('originalCurrencyWanted'), path: ['originalCurrency'] });
  }
}

const entranceBodyFields = z.object({
  title,
  color: financeColorSchema,
  ...amountFields,
  date: epochDateSchema,
  /** Wins over `date` when sent; `date` alone is read as the day it falls on in its author's zone. */
  dateDay: calendarDaySchema.optional(),
});

export const createEntranceBodySchema = entranceBodyFields.superRefine(checkAmount);
export type CreateEntranceBody = z.input<typeof createEntranceBodySchema>;

/** Edits replace every field; other fields sent along with the item are ignored. */
export const updateEntranceBodySchema = entranceBodyFields
  .extend({ id: financeIdSchema, version: rowVersionSchema.optional() })
  .superRefine(checkAmount);
export type UpdateEntranceBody = z.input<typeof updateEntranceBodySchema>;

const goalBodyFields = z.object({
  title,
  ...amountFields,
  color: financeColorSchema,
  icon: goalIconSchema,
  type: financeKindSchema,
});

export const createGoalBodySchema = goalBodyFields.superRefine(checkAmount);
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;

/** Changing a goal's type frees its expenses, which cannot follow it to the other kind. */
export const updateGoalBodySchema = goalBodyFields
  .extend({ id: financeIdSchema, version: rowVersionSchema.optional() })
  .superRefine(checkAmount);
export type UpdateGoalBody = z.input<typeof updateGoalBodySchema>;

const expenseBodyFields = z.object({
  type: financeKindSchema,
  title,
  color: financeColorSchema,
  ...amountFields,
  date: epochDateSchema,
  dateDay: calendarDaySchema.optional(),
  /** One of the caller's goals of the same type; null or left out for none ('Othres'). */
  financesGoalId: financeIdSchema.nullable().optional().default(null),
});

export const createExpenseBodySchema = expenseBodyFields.superRefine(checkAmount);
export type CreateExpenseBody = z.input<typeof createExpenseBodySchema>;

export const updateExpenseBodySchema = expenseBodyFields
  .extend({ id: financeIdSchema, version: rowVersionSchema.optional() })
  .superRefine(checkAmount);
export type UpdateExpenseBody = z.input<typeof updateExpenseBodySchema>;

/** GET /finances/rate?currency=&date=: the rate an amount in `currency` dated `date` would be saved with. */
export const financeRateQuerySchema = z.object({
  currency: currencyParamSchema,
  /** Epoch ms of the item, read in the caller's zone; left out (a goal), the latest rate. */
  date: z
    .string()
    .regex(/^\d{1,16}$/, rule('epochDate'))
    .transform(Number)
    .pipe(epochDateSchema)
    .optional(),
  /** The item's day, which wins over `date`. */
  day: calendarDaySchema.optional(),
});
export type FinanceRateQuery = z.input<typeof financeRateQuerySchema>;

export const financeRateSchema = z.object({
  currency: z.string(),
  homeCurrency: z.string(),
  /** Home-currency units one `currency` unit buys, exact decimal text. */
  rate: z.string(),
  /** 'YYYY-MM-DD' the rate is of. */
  rateDate: isoDaySchema,
});
export type FinanceRate = z.infer<typeof financeRateSchema>;
