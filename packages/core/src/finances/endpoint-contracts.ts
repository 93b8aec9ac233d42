import { answer, type ContractTable } from '../http/endpoint';
import { staleAnswer } from '../http/answers';
import { type financeEndpoints } from './endpoints';
import {
  createEntranceBodySchema,
  createExpenseBodySchema,
  createGoalBodySchema,
  entranceSchema,
  expenseSchema,
  financeIdQuerySchema,
  financeRateQuerySchema,
  financeRateSchema,
  financesSchema,
  goalSchema,
  updateEntranceBodySchema,
  updateExpenseBodySchema,
  updateGoalBodySchema,
} from './schemas';

const tag = 'finances';
const deleted = answer('Deleted');
const noEntrance = answer('No entrance of the caller has this id');
const noGoal = answer('No goal of the caller has this id');
const otherKindOfGoal = answer(
  'The body breaks a rule, financesGoalId is a goal of the other kind, or originalCurrency is not a currency of the trip',
);
const badAmount = answer(
  'The body breaks a rule, or originalCurrency is neither the trip currency nor the home one',
);
/** An amount in the trip currency without a typed rate, on a day no source has a rate for. */
const rateUnavailable = answer(
  'rate_unavailable: no exchange rate is known for the day (source down, or pair unknown); send the rate really got in `rate`. Nothing was saved',
);

/** A trip goal or cost (type 2) is its members' to change, by their roles. */
const forbiddenRole = answer(
  'forbidden_role: a trip goal or cost of the current trip, and the caller is its viewer',
);
const financesFull = answer('The finances hold their cap of items (limit_reached): nothing was added');
/** The market rate had to be asked of a source, past the cold feed keys the user may cause in a minute. */
const tooManyLookups = answer(
  'too_many_feed_requests: the rate had to be asked of a source, and the user asked for more answers no one had asked for yet than a minute allows; send again after Retry-After seconds, or with the rate really got. Nothing was saved. (Or too_many_writes: more of the caller’s writes at once than wait in line.)',
);

export const financeContracts = {
  getFinances: {
    tag,
    summary: 'The caller’s entrances, and domestic and trip goals and expenses',
    statuses: {
      200: answer('The finances', financesSchema),
      304: answer('Unchanged since the ETag named in If-None-Match: no content'),
    },
  },
  getFinanceRate: {
    tag,
    summary:
      'The rate an amount in the trip currency dated `date` (epoch ms; left out, the latest) would be saved with',
    query: financeRateQuerySchema,
    statuses: {
      200: answer('The rate and its day', financeRateSchema),
      400: badAmount,
      422: rateUnavailable,
      429: tooManyLookups,
    },
  },
  createEntrance: {
    tag,
    summary: 'Add an entrance (income), in the home currency or in the trip one',
    body: createEntranceBodySchema,
    statuses: {
      201: answer('The entrance as stored', entranceSchema),
      400: badAmount,
      409: financesFull,
      422: rateUnavailable,
      429: tooManyLookups,
    },
  },
  updateEntrance: {
    tag,
    summary: 'Edit an entrance; answers it as stored',
    body: updateEntranceBodySchema,
    statuses: {
      409: staleAnswer,
      200: answer('The entrance as stored', entranceSchema),
      400: badAmount,
      404: noEntrance,
      422: rateUnavailable,
      429: tooManyLookups,
    },
  },
  deleteEntrance: {
    tag,
    summary: 'Delete an entrance',
    query: financeIdQuerySchema,
    statuses: {
      409: staleAnswer,
      204: deleted,
      404: noEntrance,
    },
  },
  createGoal: {
    tag,
    summary: 'Add a goal: type 1 domestic, 2 trip',
    body: createGoalBodySchema,
    statuses: {
      403: forbiddenRole,
      201: answer('The goal as stored', goalSchema),
      400: badAmount,
      409: financesFull,
      422: rateUnavailable,
      429: tooManyLookups,
    },
  },
  updateGoal: {
    tag,
    summary: 'Edit a goal; moving it to the other type frees its expenses. Answers it as stored',
    body: updateGoalBodySchema,
    statuses: {
      409: staleAnswer,
      403: forbiddenRole,
      200: answer('The goal as stored', goalSchema),
      400: badAmount,
      404: noGoal,
      422: rateUnavailable,
      429: tooManyLookups,
    },
  },
  deleteGoal: {
    tag,
    summary: 'Delete a goal; its expenses stay, without a goal',
    query: financeIdQuerySchema,
    statuses: {
      409: staleAnswer,
      403: forbiddenRole,
      204: deleted,
      404: noGoal,
    },
  },
  createExpense: {
    tag,
    summary: 'Add an expense: type 1 domestic, 2 trip; financesGoalId one of the caller’s goals of that type',
    body: createExpenseBodySchema,
    statuses: {
      403: forbiddenRole,
      201: answer('The expense as stored', expenseSchema),
      400: otherKindOfGoal,
      404: answer("financesGoalId is not one of the caller's goals"),
      409: financesFull,
      422: rateUnavailable,
      429: tooManyLookups,
    },
  },
  updateExpense: {
    tag,
    summary: 'Edit an expense; answers it as stored',
    body: updateExpenseBodySchema,
    statuses: {
      409: staleAnswer,
      403: forbiddenRole,
      200: answer('The expense as stored', expenseSchema),
      400: otherKindOfGoal,
      404: answer("No expense of the caller has this id, or financesGoalId is not one of the caller's goals"),
      422: rateUnavailable,
      429: tooManyLookups,
    },
  },
  deleteExpense: {
    tag,
    summary: 'Delete an expense',
    query: financeIdQuerySchema,
    statuses: {
      409: staleAnswer,
      403: forbiddenRole,
      204: deleted,
      404: answer('No expense of the caller has this id'),
    },
  },
} as const satisfies ContractTable<typeof financeEndpoints>;
