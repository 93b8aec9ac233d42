import {
  createExpenseBodySchema,
  expenseSchema,
  financeIdQuerySchema,
  updateExpenseBodySchema,
} from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { userFinances, type ExpenseResult } from './repository';
import { expenseNotFound, failures, goalLinkError, noContent, tags } from './route-parts';
import { sessionOf } from '../http/auth';

/** The stored expense, or the error that says why it was not stored. */
function storedExpense(result: ExpenseResult) {
  if (result === 'expense_not_found') throw expenseNotFound();
  if (typeof result === 'string') throw goalLinkError(result);
  return result;
}

/** POST, PATCH and DELETE /finances/expenses, inside a signed-in scope. */
export function expenseRoutes(signedIn: FastifyInstance, db: Db) {
  const route = signedIn.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/finances/expenses',
    {
      schema: {
        tags,
        summary:
          'Add an expense: type 1 domestic, 2 trip; financesGoalId one of the caller’s goals of that type',
        body: createExpenseBodySchema,
        response: { 201: expenseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const result = await userFinances(db, sessionOf(request).userId).createExpense(request.body);
      return reply.code(201).send(storedExpense(result));
    },
  );

  route.patch(
    '/finances/expenses',
    {
      schema: {
        tags,
        summary: 'Edit an expense; answers it as stored',
        body: updateExpenseBodySchema,
        response: { 200: expenseSchema, ...failures },
      },
    },
    async (request) => {
      const { id, ...content } = request.body;
      return storedExpense(await userFinances(db, sessionOf(request).userId).updateExpense(id, content));
    },
  );

  route.delete(
    '/finances/expenses',
    {
      schema: {
        tags,
        summary: 'Delete an expense',
        querystring: financeIdQuerySchema,
        response: { 204: noContent, ...failures },
      },
    },
    async (request, reply) => {
      if (!(await userFinances(db, sessionOf(request).userId).deleteExpense(request.query.id)))
        throw expenseNotFound();
      return reply.code(204).send(null);
    },
  );
}
