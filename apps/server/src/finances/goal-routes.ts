import { createGoalBodySchema, financeIdQuerySchema, goalSchema, updateGoalBodySchema } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { userFinances } from './repository';
import { failures, goalNotFound, noContent, tags } from './route-parts';
import { sessionOf } from '../http/auth';

/** POST, PATCH and DELETE /finances/goals (the web calls some with a trailing slash), inside a signed-in scope. */
export function goalRoutes(signedIn: FastifyInstance, db: Db) {
  const route = signedIn.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/finances/goals',
    {
      schema: {
        tags,
        summary: 'Add a goal: type 1 domestic, 2 trip',
        body: createGoalBodySchema,
        response: { 201: goalSchema, ...failures },
      },
    },
    async (request, reply) => {
      const goal = await userFinances(db, sessionOf(request).userId).createGoal(request.body);
      return reply.code(201).send(goal);
    },
  );

  route.patch(
    '/finances/goals',
    {
      schema: {
        tags,
        summary: 'Edit a goal; moving it to the other type frees its expenses. Answers it as stored',
        body: updateGoalBodySchema,
        response: { 200: goalSchema, ...failures },
      },
    },
    async (request) => {
      const { id, ...content } = request.body;
      const goal = await userFinances(db, sessionOf(request).userId).updateGoal(id, content);
      if (!goal) throw goalNotFound();
      return goal;
    },
  );

  route.delete(
    '/finances/goals',
    {
      schema: {
        tags,
        summary: 'Delete a goal; its expenses stay, without a goal',
        querystring: financeIdQuerySchema,
        response: { 204: noContent, ...failures },
      },
    },
    async (request, reply) => {
      if (!(await userFinances(db, sessionOf(request).userId).deleteGoal(request.query.id)))
        throw goalNotFound();
      return reply.code(204).send(null);
    },
  );
}
