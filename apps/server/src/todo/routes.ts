import {
  apiErrorSchema,
  createTodoCommentBodySchema,
  createTodoListBodySchema,
  createTodoTaskBodySchema,
  todoBoardSchema,
  todoCommentSchema,
  todoIdQuerySchema,
  todoListMovesBodySchema,
  todoListSchema,
  todoTaskSchema,
  updateTodoListBodySchema,
  updateTodoTaskBodySchema,
} from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { attachmentFiles } from './attachment-files';
import { attachmentLinkSigner } from './attachment-links';
import { attachmentRoutes, openAttachmentRoute } from './attachment-routes';
import { failures, listNotFound, noContent, tags } from './route-parts';
import { presentBoard, presentComment, presentList, presentTask } from './presenters';
import { userTodos } from './repository';

/** The to-do board: lists, their moves, tasks, comments and attachments, each only ever the caller's. */
export async function todoRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  const links = attachmentLinkSigner(config.ATTACHMENT_SIGNING_SECRET);
  const files = attachmentFiles(config.dataDir, app.log);

  openAttachmentRoute(app, { db, links, files });

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
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
      async (request) => presentBoard(await userTodos(db, request.userId).board(), links),
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
        const list = await userTodos(db, request.userId).createList({ ...content, status });
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
        if (!(await userTodos(db, request.userId).updateList(id, content))) throw listNotFound();
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
        if (!(await userTodos(db, request.userId).moveLists(request.body))) {
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
        const fileNames = await userTodos(db, request.userId).deleteList(request.query.id);
        if (!fileNames) throw listNotFound();
        await files.remove(fileNames);
        return reply.code(204).send(null);
      },
    );

    route.post(
      '/todolist/tasks',
      {
        schema: {
          tags,
          summary: 'Add a task to a list',
          body: createTodoTaskBodySchema,
          response: { 201: todoTaskSchema, ...failures },
        },
      },
      async (request, reply) => {
        const { status = false, ...content } = request.body;
        const task = await userTodos(db, request.userId).createTask({ ...content, done: status });
        if (!task) throw listNotFound();
        return reply.code(201).send(presentTask(task));
      },
    );

    route.patch(
      '/todolist/tasks',
      {
        schema: {
          tags,
          summary: 'Mark a task done or not done',
          body: updateTodoTaskBodySchema,
          response: { 204: noContent, ...failures },
        },
      },
      async (request, reply) => {
        const { id, status } = request.body;
        if (!(await userTodos(db, request.userId).setTaskDone(id, status))) throw taskNotFound();
        return reply.code(204).send(null);
      },
    );

    route.delete(
      '/todolist/tasks',
      {
        schema: {
          tags,
          summary: 'Delete a task',
          querystring: todoIdQuerySchema,
          response: { 204: noContent, ...failures },
        },
      },
      async (request, reply) => {
        if (!(await userTodos(db, request.userId).deleteTask(request.query.id))) throw taskNotFound();
        return reply.code(204).send(null);
      },
    );

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
        const comment = await userTodos(db, request.userId).createComment(request.body);
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
        if (!(await userTodos(db, request.userId).deleteComment(request.query.id))) {
          throw notFound('Comment not found.');
        }
        return reply.code(204).send(null);
      },
    );

    await attachmentRoutes(signedIn, { db, links, files });
  });
}

const taskNotFound = () => notFound('Task not found.');
