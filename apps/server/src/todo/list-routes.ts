import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../http/endpoint-route';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { AttachmentFiles } from './attachment-files';
import type { AttachmentLinkSigner } from './attachment-links';
import { presentBoard, presentList } from './presenters';
import { userTodos } from './repository';
import { listNotFound } from './errors';
import { sessionOf } from '../http/auth';

interface ListDeps {
  db: Db;
  links: AttachmentLinkSigner;
  files: AttachmentFiles;
}

/** The board and its lists: read, add, edit, move and delete; registered inside the signed-in scope. */
export function listRoutes(signedIn: FastifyInstance, { db, links, files }: ListDeps) {
  addEndpointRoute(signedIn, 'getTodoLists', async (request) =>
    presentBoard(await userTodos(db, sessionOf(request).userId).board(), links),
  );

  addEndpointRoute(signedIn, 'createTodoList', async (request, reply) => {
    const { status = 1, ...content } = request.body;
    const list = await userTodos(db, sessionOf(request).userId).createList({ ...content, status });
    return reply.code(201).send(presentList(list));
  });

  addEndpointRoute(signedIn, 'updateTodoList', async (request, reply) => {
    const { id, ...content } = request.body;
    if (!(await userTodos(db, sessionOf(request).userId).updateList(id, content))) throw listNotFound();
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'moveTodoLists', async (request, reply) => {
    if (!(await userTodos(db, sessionOf(request).userId).moveLists(request.body))) {
      throw notFound('A list of this move was not found; nothing was moved.');
    }
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'deleteTodoList', async (request, reply) => {
    const fileNames = await userTodos(db, sessionOf(request).userId).deleteList(request.query.id);
    if (!fileNames) throw listNotFound();
    await files.remove(fileNames);
    return reply.code(204).send(null);
  });
}
