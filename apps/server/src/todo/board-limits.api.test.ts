import {
  BOARD_MAX_LISTS,
  LIST_MAX_ATTACHMENTS,
  LIST_MAX_COMMENTS,
  LIST_MAX_TASKS,
  type TodoListAnswer,
} from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, userIdOf } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { samplePdf } from './testing/sample-attachments';
import { listBody, listColumnsOf, todoClient } from './testing/todo-client';
import { todoAttachments, todoComments, todoLists, todoTasks, todoUploads } from './todo-schema';

/*
 * Before, a user could keep any number of lists, tasks, comments and attachments: 1,000 lists moved
 * twenty times at once froze the server for everyone. A board and its lists now hold a generous cap
 * each, and past it an addition answers 409 with what to do.
 */
describe.each(engines)('what a board may hold on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  /** A user's to-do client and id, for the rows a test puts on their board directly. */
  async function newUser() {
    const { auth, token } = await signUp(t);
    return { client: todoClient(t, auth), userId: await userIdOf(t, token) };
  }

  const limitReached = (message: RegExp) => ({
    error: 'limit_reached',
    message: expect.stringMatching(message),
  });

  it(`takes ${BOARD_MAX_LISTS} lists, then answers 409 and adds none`, async () => {
    const { client, userId } = await newUser();
    await t.db.insert(todoLists).values(
      Array.from({ length: BOARD_MAX_LISTS - 1 }, (_, position) => ({
        ...listColumnsOf(listBody({ title: `List ${position}` })),
        userId,
        position,
      })),
    );
    expect((await client.createList(listBody({ title: 'The last one' }))).statusCode).toBe(201);
    const refused = await client.createList(listBody({ title: 'One too many' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(limitReached(/^A board holds at most 500 lists: delete one/));
    expect(await client.boardLists()).toHaveLength(BOARD_MAX_LISTS);
  });

  it('refuses a move naming more lists than a board holds with 400, before any is read', async () => {
    const { client } = await newUser();
    const moves = Array.from({ length: BOARD_MAX_LISTS + 1 }, (_, position) => ({
      id: crypto.randomUUID(),
      status: 1,
      position,
    }));
    const refused = await client.moveLists(moves);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The request body /);
  });

  describe('a list', () => {
    let client: ReturnType<typeof todoClient>;
    let userId: string;
    let list: TodoListAnswer;
    beforeAll(async () => {
      ({ client, userId } = await newUser());
      list = await client.newList();
    });
    const filled = () => ({ userId, toDoListId: list.id, title: 'Filled', description: 'by the test' });

    it(`takes ${LIST_MAX_TASKS} tasks, then answers 409`, async () => {
      await t.db.insert(todoTasks).values(Array.from({ length: LIST_MAX_TASKS - 1 }, filled));
      await client.newTask(list.id);
      const refused = await client.createTask({
        title: 'More',
        description: 'Too many',
        toDoListId: list.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(limitReached(/^A list holds at most 200 tasks/));
    });

    it(`takes ${LIST_MAX_COMMENTS} comments, then answers 409`, async () => {
      await t.db.insert(todoComments).values(Array.from({ length: LIST_MAX_COMMENTS - 1 }, filled));
      await client.newComment(list.id);
      const refused = await client.createComment({
        title: 'More',
        description: 'Too many',
        toDoListId: list.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(limitReached(/^A list holds at most 500 comments/));
    });

    it(`takes ${LIST_MAX_ATTACHMENTS} attachments, then answers 409 and leaves the upload unattached`, async () => {
      const fileNames = Array.from({ length: LIST_MAX_ATTACHMENTS - 1 }, (_, index) => `filled-${index}.pdf`);
      await t.db
        .insert(todoUploads)
        .values(fileNames.map((fileName) => ({ fileName, userId, mimeType: 'application/pdf', size: 10 })));
      await t.db.insert(todoAttachments).values(fileNames.map((fileName) => ({ ...filled(), fileName })));
      await client.newAttachment(list.id, samplePdf());
      const link = await client.newUpload(samplePdf());
      const refused = await client.attach({ title: 'More', link, toDoListId: list.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(limitReached(/^A list holds at most 50 attachments/));
      const [stillWaiting] = await t.db.select().from(todoUploads).where(eq(todoUploads.fileName, link));
      expect(stillWaiting).toBeDefined();
    });
  });
});
