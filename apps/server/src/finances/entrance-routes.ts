import {
  createEntranceBodySchema,
  entranceSchema,
  financeIdQuerySchema,
  updateEntranceBodySchema,
} from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { userFinances } from './repository';
import { entranceNotFound, failures, noContent, tags } from './route-parts';
import { sessionOf } from '../http/auth';

/** POST, PATCH and DELETE /finances/entraces (the contract's spelling), inside a signed-in scope. */
export function entranceRoutes(signedIn: FastifyInstance, db: Db) {
  const route = signedIn.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/finances/entraces',
    {
      schema: {
        tags,
        summary: 'Add an entrance (income)',
        body: createEntranceBodySchema,
        response: { 201: entranceSchema, ...failures },
      },
    },
    async (request, reply) => {
      const entrance = await userFinances(db, sessionOf(request).userId).createEntrance(request.body);
      return reply.code(201).send(entrance);
    },
  );

  route.patch(
    '/finances/entraces',
    {
      schema: {
        tags,
        summary: 'Edit an entrance; answers it as stored',
        body: updateEntranceBodySchema,
        response: { 200: entranceSchema, ...failures },
      },
    },
    async (request) => {
      const { id, ...content } = request.body;
      const entrance = await userFinances(db, sessionOf(request).userId).updateEntrance(id, content);
      if (!entrance) throw entranceNotFound();
      return entrance;
    },
  );

  route.delete(
    '/finances/entraces',
    {
      schema: {
        tags,
        summary: 'Delete an entrance',
        querystring: financeIdQuerySchema,
        response: { 204: noContent, ...failures },
      },
    },
    async (request, reply) => {
      if (!(await userFinances(db, sessionOf(request).userId).deleteEntrance(request.query.id)))
        throw entranceNotFound();
      return reply.code(204).send(null);
    },
  );
}
