import { taskFromWire } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../http/endpoint-route';
import type { Db } from '../db/client';
import { Stale } from '../db/versions';
import { notFound, staleWrite } from '../http/errors';
import { presentTask } from './presenters';
import { authorNames, boardAccessFor, boardReaderOf } from './board-access';
import { listNotFound } from './errors';
import { tasksOf } from './task-repository';

const taskNotFound = () => notFound('Task not found.');

/** A list's tasks: add, mark done or not, give a due day, delete; registered inside the signed-in scope. */
export function taskRoutes(signedIn: FastifyInstance, { db }: { db: Db }) {
  addEndpointRoute(signedIn, 'createTodoTask', async (request, reply) => {
    const { body } = request;
    const board = boardAccessFor(db, request);
    const task = await tasksOf(board).createTask(taskFromWire({ ...body, status: body.status ?? false }));
    if (!task) throw listNotFound();
    return reply.code(201).send(presentTask(task, boardReaderOf(board, await authorNames(board))));
  });

  addEndpointRoute(signedIn, 'updateTodoTask', async (request, reply) => {
    const { id, version, ...change } = request.body;
    const board = boardAccessFor(db, request);
    const updated = await tasksOf(board).updateTask(id, taskFromWire(change), version);
    if (updated instanceof Stale) throw staleWrite(presentTask(updated.current, boardReaderOf(board)));
    if (!updated) throw taskNotFound();
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'deleteTodoTask', async (request, reply) => {
    const { id, version } = request.query;
    const board = boardAccessFor(db, request);
    const deleted = await tasksOf(board).deleteTask(id, version);
    if (deleted instanceof Stale) throw staleWrite(presentTask(deleted.current, boardReaderOf(board)));
    if (!deleted) throw taskNotFound();
    return reply.code(204).send(null);
  });
}
