import { dayOfRequest, todoBoardSchema, TodoStatus } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import { createAnswerCache, HELD_ANSWER_ROUTE } from '../http/answer-cache';
import { addEndpointRoute } from '../http/endpoint-route';
import { jsonTextOf } from '../http/json-text';
import type { Db } from '../db/client';
import type { SignedInRequest } from '../http/signed-in';
import { readerAnswerKey } from '../http/trip-policy';
import { Stale } from '../db/versions';
import { notFound, staleWrite } from '../http/errors';
import type { AttachmentFiles } from '../storage/attachment-files';
import type { AttachmentLinkSigner } from './attachment-links';
import { presentBoard, presentList } from './presenters';
import { authorNames, boardAccessFor, boardReaderOf } from './board-access';
import { listsOf } from './list-repository';
import { listNotFound } from './errors';

/*
 * The board's attachment links are signed for 15 minutes and the web app keeps a board for up to 10: a
 * held board is at most a minute old, so every link it hands out still has 14 minutes to run.
 */
const BOARD_MAX_AGE_MS = 60_000;

interface ListDeps {
  db: Db;
  links: AttachmentLinkSigner;
  files: AttachmentFiles;
  /** What the held boards may take in memory. */
  heldBytes: number;
}

/** A list's fields as stored: its day the one the request names, or its date read in its author's zone. */
function listContentOf(
  {
    title,
    description,
    color,
    date,
    dateDay,
  }: { title: string; description: string; color: string; date: number; dateDay?: string | undefined },
  authorZone: string,
) {
  return { title, description, color, dateDay: dayOfRequest(date, dateDay, authorZone) };
}

/** The board and its lists: read, add, edit, move and delete; registered inside the signed-in scope. */
export function listRoutes(signedIn: FastifyInstance, { db, links, files, heldBytes }: ListDeps) {
  const boards = createAnswerCache({ maxBytes: heldBytes, maxAgeMs: BOARD_MAX_AGE_MS });
  const lists = (request: SignedInRequest) => listsOf(boardAccessFor(db, request));
  addEndpointRoute(
    signedIn,
    'getTodoLists',
    async (request, reply) => {
      const { session } = request;
      // Each member's board says what they may do with each item (`can`), so each holds their own.
      const ownerId = readerAnswerKey(session);
      const board = boardAccessFor(db, request);
      return boards.send(request, reply, { ownerId, version: session.answerVersions.todo }, async () =>
        jsonTextOf(todoBoardSchema, presentBoard(await listsOf(board).board(), links, board.reader)),
      );
    },
    HELD_ANSWER_ROUTE,
  );

  addEndpointRoute(signedIn, 'createTodoList', async (request, reply) => {
    const { status = TodoStatus.toDo, ...content } = request.body;
    const board = boardAccessFor(db, request);
    const list = await listsOf(board).createList({
      ...listContentOf(content, request.session.timeZone),
      status,
    });
    return reply.code(201).send(presentList(list, boardReaderOf(board, await authorNames(board))));
  });

  /** 409 stale with the lists as they are now, with what they hold. */
  async function staleLists(request: SignedInRequest, ids: readonly string[]) {
    const access = boardAccessFor(db, request);
    const board = presentBoard(
      await listsOf(access).board(ids.length === 1 ? ids[0] : undefined),
      links,
      access.reader,
    );
    // In the order the request named them; a list deleted meanwhile is null.
    const current = ids.map((id) => board.find((list) => list.id === id) ?? null);
    return staleWrite(ids.length === 1 ? current[0] : current);
  }

  addEndpointRoute(signedIn, 'updateTodoList', async (request, reply) => {
    const { id, version, title, description, color, date, dateDay } = request.body;
    const updated = await lists(request).updateList(
      id,
      { title, description, color, sentDay: { date, day: dateDay, authorZone: request.session.timeZone } },
      version,
    );
    if (updated instanceof Stale) throw await staleLists(request, [id]);
    if (!updated) throw listNotFound();
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'moveTodoLists', async (request, reply) => {
    const moved = await lists(request).moveLists(request.body);
    if (moved instanceof Stale)
      throw await staleLists(
        request,
        request.body.map((move) => move.id),
      );
    if (moved === 'not_found') throw notFound('A list of this move was not found; nothing was moved.');
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'deleteTodoList', async (request, reply) => {
    const { id, version } = request.query;
    const fileNames = await lists(request).deleteList(id, version);
    if (fileNames instanceof Stale) throw await staleLists(request, [id]);
    if (!fileNames) throw listNotFound();
    await files.remove(fileNames);
    return reply.code(204).send(null);
  });
}
