import { answer, type ContractTable } from '../http/endpoint';
import { type financeEndpoints } from './endpoints';
import {
  createEntranceBodySchema,
  createExpenseBodySchema,
  createGoalBodySchema,
  entranceSchema,
  expenseSchema,
  financeIdQuerySchema,
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
const otherKindOfGoal = answer('The body breaks a rule, or financesGoalId is a goal of the other kind');

export const financeContracts = {
  getFinances: {
    tag,
    summary: 'The caller’s entrances, and domestic and trip goals and expenses',
    statuses: {
      200: answer('The finances', financesSchema),
      304: answer('Unchanged since the ETag named in If-None-Match: no content'),
    },
  },
  createEntrance: {
    tag,
    summary: 'Add an entrance (income)',
    body: createEntranceBodySchema,
    statuses: { 201: answer('The entrance as stored', entranceSchema) },
  },
  updateEntrance: {
    tag,
    summary: 'Edit an entrance; answers it as stored',
    body: updateEntranceBodySchema,
    statuses: { 200: answer('The entrance as stored', entranceSchema), 404: noEntrance },
  },
  deleteEntrance: {
    tag,
    summary: 'Delete an entrance',
    query: financeIdQuerySchema,
    statuses: { 204: deleted, 404: noEntrance },
  },
  createGoal: {
    tag,
    summary: 'Add a goal: type 1 domestic, 2 trip',
    body: createGoalBodySchema,
    statuses: { 201: answer('The goal as stored', goalSchema) },
  },
  updateGoal: {
    tag,
    summary: 'Edit a goal; moving it to the other type frees its expenses. Answers it as stored',
    body: updateGoalBodySchema,
    statuses: { 200: answer('The goal as stored', goalSchema), 404: noGoal },
  },
  deleteGoal: {
    tag,
    summary: 'Delete a goal; its expenses stay, without a goal',
    query: financeIdQuerySchema,
    statuses: { 204: deleted, 404: noGoal },
  },
  createExpense: {
    tag,
    summary: 'Add an expense: type 1 domestic, 2 trip; financesGoalId one of the caller’s goals of that type',
    body: createExpenseBodySchema,
    statuses: {
      201: answer('The expense as stored', expenseSchema),
      400: otherKindOfGoal,
      404: answer("financesGoalId is not one of the caller's goals"),
    },
  },
  updateExpense: {
    tag,
    summary: 'Edit an expense; answers it as stored',
    body: updateExpenseBodySchema,
    statuses: {
      200: answer('The expense as stored', expenseSchema),
      400: otherKindOfGoal,
      404: answer("No expense of the caller has this id, or financesGoalId is not one of the caller's goals"),
    },
  },
  deleteExpense: {
    tag,
    summary: 'Delete an expense',
    query: financeIdQuerySchema,
    statuses: { 204: deleted, 404: answer('No expense of the caller has this id') },
  },
} as const satisfies ContractTable<typeof financeEndpoints>;
