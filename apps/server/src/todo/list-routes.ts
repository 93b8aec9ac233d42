import {
  apiErrorSchema,
  createTodoListBodySchema,
  todoBoardSchema,
  todoIdQuerySchema,
  todoListMovesBodySchema,
  todoListSchema,
  updateTodoListBodySchema,
} from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import type { AttachmentFiles } from './attachment-files';
import type { AttachmentLinkSigner } from './attachment-links';
import { presentBoard, presentList } from './presenters';
import { userTodos } from './repository';
import { failures, listNotFound, noContent, tags } from './route-parts';
import { sessionOf } from '../http/auth';

interface ListDeps {
  db: Db;
  links: AttachmentLinkSigner;
  files: AttachmentFiles;
}

/** The board and its lists: read, add, edit, move and delete; registered inside the signed-in scope. */
export function listRoutes(signedIn: FastifyInstance, { db, links, files }: ListDeps) {
  const route = signedIn.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/todolist',
    {
      schema: {
        tags,
        summary: 'Every list of the user with its tasks, attachments and comments, by column and position',
        response: { 200: todoBoardSchema, 401: apiErrorSchema },
      },
    },
    async (request) => presentBoard(await userTodos(db, sessionOf(request).userId).board(), links),
  );

  route.post(
    '/todolist',
    {
      schema: {
        tags,
        summary: 'Add a list at the end of its column (To do unless a status is given)',
        body: createTodoListBodySchema,
        response: { 201: todoListSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { status = 1, ...content } = request.body;
      const list = await userTodos(db, sessionOf(request).userId).createList({ ...content, status });
      return reply.code(201).send(presentList(list));
    },
  );

  route.patch(
    '/todolist',
    {
      schema: {
        tags,
        summary: 'Edit a list’s title, description, colour and date',
        body: updateTodoListBodySchema,
        response: { 204: noContent, ...failures },
      },
    },
    async (request, reply) => {
      const { id, ...content } = request.body;
      if (!(await userTodos(db, sessionOf(request).userId).updateList(id, content))) throw listNotFound();
      return reply.code(204).send(null);
    },
  );

  route.patch(
    '/todolist/position',
    {
      schema: {
        tags,
        summary: 'Apply a board move: the changed lists’ status and position, all or none',
        body: todoListMovesBodySchema,
        response: { 204: noContent, ...failures },
      },
    },
    async (request, reply) => {
      if (!(await userTodos(db, sessionOf(request).userId).moveLists(request.body))) {
        throw notFound('A list of this move was not found; nothing was moved.');
      }
      return reply.code(204).send(null);
    },
  );

  route.delete(
    '/todolist',
    {
      schema: {
        tags,
        summary: 'Delete a list with its tasks, attachments (and their files) and comments',
        querystring: todoIdQuerySchema,
        response: { 204: noContent, ...failures },
      },
    },
    async (request, reply) => {
      const fileNames = await userTodos(db, sessionOf(request).userId).deleteList(request.query.id);
      if (!fileNames) throw listNotFound();
      await files.remove(fileNames);
      return reply.code(204).send(null);
    },
  );
}
