import { createTodoCommentBodySchema, todoCommentSchema, todoIdQuerySchema } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { presentComment } from './presenters';
import { userTodos } from './repository';
import { failures, listNotFound, noContent, tags } from './route-parts';
import { sessionOf } from '../http/auth';

/** A list's comments: add and delete; registered inside the signed-in scope. */
export function commentRoutes(signedIn: FastifyInstance, { db }: { db: Db }) {
  const route = signedIn.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/todolist/comments',
    {
      schema: {
        tags,
        summary: 'Add a comment to a list',
        body: createTodoCommentBodySchema,
        response: { 201: todoCommentSchema, ...failures },
      },
    },
    async (request, reply) => {
      const comment = await userTodos(db, sessionOf(request).userId).createComment(request.body);
      if (!comment) throw listNotFound();
      return reply.code(201).send(presentComment(comment));
    },
  );

  route.delete(
    '/todolist/comments',
    {
      schema: {
        tags,
        summary: 'Delete a comment',
        querystring: todoIdQuerySchema,
        response: { 204: noContent, ...failures },
      },
    },
    async (request, reply) => {
      if (!(await userTodos(db, sessionOf(request).userId).deleteComment(request.query.id))) {
        throw notFound('Comment not found.');
      }
      return reply.code(204).send(null);
    },
  );
}
