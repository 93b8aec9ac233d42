import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../http/endpoint-route';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { presentComment } from './presenters';
import { userTodos } from './repository';
import { listNotFound } from './errors';

/** A list's comments: add and delete; registered inside the signed-in scope. */
export function commentRoutes(signedIn: FastifyInstance, { db }: { db: Db }) {
  addEndpointRoute(signedIn, 'createTodoComment', async (request, reply) => {
    const comment = await userTodos(db, request.session.userId).createComment(request.body);
    if (!comment) throw listNotFound();
    return reply.code(201).send(presentComment(comment));
  });

  addEndpointRoute(signedIn, 'deleteTodoComment', async (request, reply) => {
    if (!(await userTodos(db, request.session.userId).deleteComment(request.query.id))) {
      throw notFound('Comment not found.');
    }
    return reply.code(204).send(null);
  });
}
