import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../http/endpoint-route';
import type { Db } from '../db/client';
import { Stale } from '../db/versions';
import { notFound, staleWrite } from '../http/errors';
import { presentComment } from './presenters';
import { authorNames, boardAccessFor, boardReaderOf } from './board-access';
import { commentsOf } from './comment-repository';
import { listNotFound } from './errors';

/** A list's comments: add and delete; registered inside the signed-in scope. */
export function commentRoutes(signedIn: FastifyInstance, { db }: { db: Db }) {
  addEndpointRoute(signedIn, 'createTodoComment', async (request, reply) => {
    const board = boardAccessFor(db, request);
    const comment = await commentsOf(board).createComment(request.body);
    if (!comment) throw listNotFound();
    return reply.code(201).send(presentComment(comment, boardReaderOf(board, await authorNames(board))));
  });

  addEndpointRoute(signedIn, 'deleteTodoComment', async (request, reply) => {
    const { id, version } = request.query;
    const board = boardAccessFor(db, request);
    const deleted = await commentsOf(board).deleteComment(id, version);
    if (deleted instanceof Stale) throw staleWrite(presentComment(deleted.current, boardReaderOf(board)));
    if (!deleted) throw notFound('Comment not found.');
    return reply.code(204).send(null);
  });
}
