import { noonUtcOf, type TodoListAnswer } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody, todoClient, type TodoClient } from './testing/todo-client';
import { todoLists } from './todo-schema';

const MISSING_ID = '5f0c6a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50';
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

const columnIds = (board: TodoListAnswer[], status: number) =>
  board.filter((list) => list.status === status).map((list) => list.title);

function expectClientError(response: { statusCode: number; json(): unknown }, status = 400) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
}

describe.each(engines)('to-do lists, tasks and comments on %s', (engine) => {
  let t: TestApp;
  let me: TodoClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    me = todoClient(t, (await signUp(t)).auth);
  });
  afterAll(() => t.close());

  /** A new user per test where the whole board is looked at. */
  const freshUser = async () => todoClient(t, (await signUp(t)).auth);

  describe('GET /todolist', () => {
    it('answers an empty board for a new user', async () => {
      const response = await (await freshUser()).board();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('answers 401 without a session', async () => {
      const response = await todoClient(t, {}).board();
      expect(response.statusCode).toBe(401);
    });

    it('answers lists by column and position with their tasks, attachments and comments', async () => {
      const user = await freshUser();
      const done = await user.newList({ title: 'Done one', status: 3 });
      const second = await user.newList({ title: 'Second' });
      const first = await user.newList({ title: 'First' });
      await user.moveLists([
        { id: first.id, status: 1, position: 0 },
        { id: second.id, status: 1, position: 1 },
      ]);
      const task = await user.newTask(first.id);
      const older = await user.newComment(first.id, 'Older');
      const newer = await user.newComment(first.id, 'Newer');

      const board = await user.boardLists();
      expect(board.map((list) => list.title)).toEqual(['First', 'Second', 'Done one']);
      expect(board[0]).toEqual({
        ...first,
        // Moved once.
        version: 2,
        position: 0,
        toDoListTasks: [task],
        toDoListAttchaments: [],
        toDoListComments: [newer, older],
      });
      expect(board[2]).toEqual(done);
    });
  });

  describe('POST /todolist', () => {
    it('answers 201 with the created list, at the end of To do', async () => {
      const user = await freshUser();
      const response = await user.createList(listBody({ title: '  Flights  ' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        version: 1,
        ...listBody(),
        date: noonUtcOf('2027-01-15'),
        dateDay: '2027-01-15',
        title: 'Flights',
        status: 1,
        position: 0,
        toDoListTasks: [],
        toDoListAttchaments: [],
        toDoListComments: [],
        // The user's own board: all theirs to change.
        can: { edit: true, delete: true },
      });
      const next = await user.newList();
      expect(next.position).toBe(1);
      const elsewhere = await user.newList({ status: 2 });
      expect(elsewhere).toMatchObject({ status: 2, position: 0 });
    });

    it.each([
      ['no title', { ...listBody(), title: undefined }, 'title'],
      ['a blank title', listBody({ title: '   ' }), 'title'],
      ['no description', { ...listBody(), description: undefined }, 'description'],
      ['a colour that is not #RRGGBB', { ...listBody(), color: '#00000' }, 'color'],
      ['a date of 0', listBody({ date: 0 }), 'date'],
      ['a date as text', { ...listBody(), date: '2027-01-15' }, 'date'],
      ['a status of 7', { ...listBody(), status: 7 }, 'status'],
      ['a number for a title', { ...listBody(), title: 42 }, 'title'],
      ['a 1 MB description', listBody({ description: ONE_MEGABYTE }), ''],
    ])('refuses %s with a 4xx', async (_case, body, field) => {
      const response = await me.createList(body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      // The field is named in words, whatever its case in the sentence.
      expect((response.json() as { message: string }).message.toLowerCase()).toContain(field);
    });

    it("accepts any #RRGGBB colour, as the seed's original client sends its own palette's, stored upper case", async () => {
      const list = await me.newList({ color: '#ff7600' });
      expect(list.color).toBe('#FF7600');
      const [stored] = await t.db
        .select({ color: todoLists.color })
        .from(todoLists)
        .where(eq(todoLists.id, list.id));
      expect(stored?.color).toBe('#FF7600');
      expect((await me.newList({ color: '#025EB1' })).color).toBe('#025EB1');
    });

    it('refuses invalid JSON, an array and no body', async () => {
      expectClientError(
        await me.call('POST', '/todolist', '{"title": "Visa",', { 'content-type': 'application/json' }),
      );
      expectClientError(await me.createList([listBody()]));
      expectClientError(await me.call('POST', '/todolist'));
    });
  });

  describe('PATCH /todolist', () => {
    it('edits the content and leaves status, position and children alone', async () => {
      const list = await me.newList();
      const task = await me.newTask(list.id);
      const response = await me.updateList({
        ...list,
        title: 'Visa (edited)',
        description: 'Appointment on Monday',
        color: '#3B9AF5',
        date: Date.UTC(2027, 1, 1),
        status: 3,
        position: 40,
      });
      expect(response.statusCode).toBe(204);
      const stored = (await me.boardLists()).find((item) => item.id === list.id);
      expect(stored).toEqual({
        ...list,
        version: 2,
        title: 'Visa (edited)',
        description: 'Appointment on Monday',
        color: '#3B9AF5',
        date: noonUtcOf('2027-02-01'),
        dateDay: '2027-02-01',
        toDoListTasks: [task],
      });
    });

    it('answers 404 for an unknown list and 400 for a bad id or missing fields', async () => {
      const list = await me.newList();
      expectClientError(await me.updateList({ ...listBody(), id: MISSING_ID }), 404);
      expectClientError(await me.updateList({ ...listBody(), id: 'not-a-uuid' }));
      expectClientError(await me.updateList({ ...listBody(), id: 42 }));
      expectClientError(await me.updateList({ id: list.id, title: 'Only a title' }));
      expectClientError(await me.updateList({ ...listBody(), id: list.id, title: ONE_MEGABYTE }), 413);
    });
  });

  describe('PATCH /todolist/position', () => {
    it('applies a move across columns, as the board sends it', async () => {
      const user = await freshUser();
      const a = await user.newList({ title: 'a' });
      const b = await user.newList({ title: 'b' });
      const c = await user.newList({ title: 'c' });
      const response = await user.moveLists([
        { ...b, status: 2, position: 0 },
        { ...c, position: 1 },
      ]);
      expect(response.statusCode).toBe(204);
      const board = await user.boardLists();
      expect(columnIds(board, 1)).toEqual(['a', 'c']);
      expect(columnIds(board, 2)).toEqual(['b']);
      expect(board.find((list) => list.id === a.id)?.position).toBe(0);
    });

    it('applies every one of many moves of the same lists sent at once (two tabs, a quick hand)', async () => {
      // A board of some size: on PostgreSQL such moves deadlocked when each locked the lists in its own order.
      const user = await freshUser();
      for (let i = 0; i < 40; i += 1) await user.newList({ title: `list ${i}` });
      const [a, b] = [await user.newList({ title: 'a' }), await user.newList({ title: 'b' })];
      const swap = [
        { id: a.id, status: 1, position: 1 },
        { id: b.id, status: 1, position: 0 },
      ];
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const answered = [];
          for (let round = 0; round < 10; round += 1) answered.push((await user.moveLists(swap)).statusCode);
          return answered;
        }),
      );
      expect(new Set(statuses.flat())).toEqual(new Set([204]));
    });

    it('numbers each column 0, 1, 2… after batches sent from two views of the same board', async () => {
      const user = await freshUser();
      const [a, b, c] = [
        await user.newList({ title: 'a' }),
        await user.newList({ title: 'b' }),
        await user.newList({ title: 'c' }),
      ];
      // Both tabs see a, b, c in To do. The second drops b first in In Progress, which also moves c up;
      // then the first drops c first in In Progress, not knowing of b there.
      expect(
        (
          await user.moveLists([
            { ...b, status: 2, position: 0 },
            { ...c, position: 1 },
          ])
        ).statusCode,
      ).toBe(204);
      expect((await user.moveLists([{ ...c, status: 2, position: 0 }])).statusCode).toBe(204);
      const board = await user.boardLists();
      expect(columnIds(board, 1)).toEqual(['a']);
      expect(columnIds(board, 2)).toEqual(['c', 'b']);
      expect(board.map((list) => [list.title, list.status, list.position])).toEqual([
        ['a', 1, 0],
        ['c', 2, 0],
        ['b', 2, 1],
      ]);
      expect(a.position).toBe(0);
    });

    it('accepts an empty batch', async () => {
      expect((await me.moveLists([])).statusCode).toBe(204);
    });

    it('applies nothing when one id of the batch is unknown', async () => {
      const user = await freshUser();
      const a = await user.newList({ title: 'a' });
      const b = await user.newList({ title: 'b' });
      const before = await user.boardLists();
      const response = await user.moveLists([
        { id: a.id, status: 3, position: 0 },
        { id: MISSING_ID, status: 3, position: 1 },
        { id: b.id, status: 3, position: 2 },
      ]);
      expectClientError(response, 404);
      expect(await user.boardLists()).toEqual(before);
    });

    it.each([
      ['a non-array body', { id: MISSING_ID, status: 1, position: 0 }],
      ['a negative position', [{ id: MISSING_ID, status: 1, position: -1 }]],
      ['a fractional position', [{ id: MISSING_ID, status: 1, position: 0.5 }]],
      ['a status of 0', [{ id: MISSING_ID, status: 0, position: 0 }]],
      ['a bad id', [{ id: 'abc', status: 1, position: 0 }]],
      ['no position', [{ id: MISSING_ID, status: 1 }]],
      [
        'one list twice',
        [
          { id: MISSING_ID, status: 1, position: 0 },
          { id: MISSING_ID, status: 2, position: 0 },
        ],
      ],
      [
        'more than 1000 moves',
        Array.from({ length: 1001 }, () => ({ id: MISSING_ID, status: 1, position: 0 })),
      ],
    ])('refuses %s with 400', async (_case, body) => {
      expectClientError(await me.moveLists(body));
    });
  });

  describe('DELETE /todolist', () => {
    it('deletes the list with its tasks and comments', async () => {
      const user = await freshUser();
      const list = await user.newList();
      const keep = await user.newList({ title: 'Keep' });
      const task = await user.newTask(list.id);
      const comment = await user.newComment(list.id);
      expect((await user.deleteList(list.id)).statusCode).toBe(204);
      expect((await user.boardLists()).map((item) => item.id)).toEqual([keep.id]);
      expectClientError(await user.updateTask({ id: task.id, status: true }), 404);
      expectClientError(await user.deleteComment(comment.id), 404);
      expectClientError(await user.deleteList(list.id), 404);
    });

    it('answers 400 for a missing or malformed id', async () => {
      expectClientError(await me.call('DELETE', '/todolist'));
      expectClientError(await me.deleteList('1 OR 1=1'));
      expectClientError(await me.deleteList(''));
    });
  });

  describe('tasks', () => {
    it('adds a task (not done unless said), toggles it and deletes it', async () => {
      const list = await me.newList();
      const response = await me.createTask({ title: 'Photos', description: 'Two, 3x4', toDoListId: list.id });
      expect(response.statusCode).toBe(201);
      const task = response.json();
      expect(task).toEqual({
        id: expect.any(String),
        version: 1,
        title: 'Photos',
        description: 'Two, 3x4',
        status: false,
        dueDate: null,
        toDoListId: list.id,
        can: { edit: true, delete: true },
      });
      expect((await me.updateTask({ id: task.id, status: true })).statusCode).toBe(204);
      const stored = (await me.boardLists()).find((item) => item.id === list.id);
      expect(stored?.toDoListTasks).toEqual([{ ...task, status: true, version: 2 }]);
      expect((await me.deleteTask(task.id)).statusCode).toBe(204);
      expectClientError(await me.deleteTask(task.id), 404);
    });

    it('answers 404 for an unknown list and 400 for bad bodies', async () => {
      const list = await me.newList();
      const valid = { title: 'Photos', description: 'Two', toDoListId: list.id };
      expectClientError(await me.createTask({ ...valid, toDoListId: MISSING_ID }), 404);
      expectClientError(await me.createTask({ ...valid, toDoListId: 'list-1' }));
      expectClientError(await me.createTask({ ...valid, description: '' }));
      expectClientError(await me.createTask({ ...valid, status: 'yes' }));
      expectClientError(await me.createTask({ ...valid, title: ONE_MEGABYTE }), 413);
      expectClientError(await me.updateTask({ id: MISSING_ID, status: true }), 404);
      expectClientError(await me.updateTask({ id: MISSING_ID, status: 'true' }));
      expectClientError(await me.updateTask({ status: true }));
      expectClientError(await me.deleteTask('nope'));
    });
  });

  describe('comments', () => {
    it('adds a comment with its creation time and deletes it', async () => {
      const list = await me.newList();
      const before = Date.now();
      const response = await me.createComment({
        title: 'Note',
        description: 'Bring a pen',
        toDoListId: list.id,
      });
      expect(response.statusCode).toBe(201);
      const comment = response.json();
      expect(comment).toEqual({
        id: expect.any(String),
        version: 1,
        title: 'Note',
        description: 'Bring a pen',
        createdAt: expect.any(Number),
        toDoListId: list.id,
        can: { edit: true, delete: true },
      });
      expect(comment.createdAt).toBeGreaterThanOrEqual(before - 1000);
      expect((await me.deleteComment(comment.id)).statusCode).toBe(204);
      const stored = (await me.boardLists()).find((item) => item.id === list.id);
      expect(stored?.toDoListComments).toEqual([]);
    });

    it('answers 404 for an unknown list and 400 for bad bodies', async () => {
      const list = await me.newList();
      const valid = { title: 'Note', description: 'Pen', toDoListId: list.id };
      expectClientError(await me.createComment({ ...valid, toDoListId: MISSING_ID }), 404);
      expectClientError(await me.createComment({ ...valid, title: undefined }));
      expectClientError(await me.createComment({ ...valid, description: ['a'] }));
      expectClientError(await me.createComment({ ...valid, description: ONE_MEGABYTE }), 413);
      expectClientError(await me.deleteComment(MISSING_ID), 404);
      expectClientError(await me.deleteComment('12'));
    });
  });

  it('lists every to-do route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/todolist',
        '/todolist/position',
        '/todolist/tasks',
        '/todolist/comments',
        '/todolist/attchaments',
        '/todolist/attchaments/upload',
        '/todolist/attchaments/{fileName}',
      ]),
    );
  });
});
