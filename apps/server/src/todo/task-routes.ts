import {
  createTodoTaskBodySchema,
  todoIdQuerySchema,
  todoTaskSchema,
  updateTodoTaskBodySchema,
} from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { presentTask } from './presenters';
import { userTodos } from './repository';
import { failures, listNotFound, noContent, tags } from './route-parts';
import { sessionOf } from '../http/auth';

const taskNotFound = () => notFound('Task not found.');

/** A list's tasks: add, mark done or not, delete; registered inside the signed-in scope. */
export function taskRoutes(signedIn: FastifyInstance, { db }: { db: Db }) {
  const route = signedIn.withTypeProvider<ZodTypeProvider>();

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
      const task = await userTodos(db, sessionOf(request).userId).createTask({ ...content, done: status });
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
      if (!(await userTodos(db, sessionOf(request).userId).setTaskDone(id, status))) throw taskNotFound();
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
      if (!(await userTodos(db, sessionOf(request).userId).deleteTask(request.query.id)))
        throw taskNotFound();
      return reply.code(204).send(null);
    },
  );
}
