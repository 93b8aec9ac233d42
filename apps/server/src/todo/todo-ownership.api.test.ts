import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TodoAttachment, TodoComment, TodoListAnswer, TodoTask } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { samplePdf, samplePng } from './testing/sample-attachments';
import { fileNameOf, listBody, todoClient, type TodoClient } from './testing/todo-client';

/** Boards compared without the links, which are signed anew on every read. */
const unsigned = (board: TodoListAnswer[]) =>
  board.map((list) => ({
    ...list,
    toDoListAttchaments: list.toDoListAttchaments.map((item) => ({ ...item, link: fileNameOf(item.link) })),
  }));

describe.each(engines)('to-do ownership on %s', (engine) => {
  let t: TestApp;
  let owner: TodoClient;
  let stranger: TodoClient;
  let list: TodoListAnswer;
  let task: TodoTask;
  let comment: TodoComment;
  let attachment: TodoAttachment;
  let unattachedUpload: string;
  let ownerBoard: ReturnType<typeof unsigned>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = todoClient(t, (await signUp(t)).auth);
    stranger = todoClient(t, (await signUp(t)).auth);
    list = await owner.newList({ title: 'Owner’s list' });
    await owner.newList({ title: 'Owner’s second list' });
    task = await owner.newTask(list.id);
    comment = await owner.newComment(list.id);
    attachment = await owner.newAttachment(list.id, samplePdf());
    unattachedUpload = await owner.newUpload(samplePng());
    ownerBoard = unsigned(await owner.boardLists());
  });
  afterAll(() => t.close());

  /** After every attempt: the owner's board and files are as they were. */
  async function expectNothingChanged() {
    expect(unsigned(await owner.boardLists())).toEqual(ownerBoard);
    const folder = path.join(t.config.dataDir, 'uploads', 'attachments');
    expect(existsSync(path.join(folder, fileNameOf(attachment.link)))).toBe(true);
    expect(existsSync(path.join(folder, unattachedUpload))).toBe(true);
  }

  it('shows a stranger none of the owner’s lists', async () => {
    expect(await stranger.boardLists()).toEqual([]);
  });

  it.each([
    ['edit the list', () => stranger.updateList({ ...listBody({ title: 'Mine now' }), id: list.id })],
    ['move the list', () => stranger.moveLists([{ id: list.id, status: 3, position: 0 }])],
    ['delete the list', () => stranger.deleteList(list.id)],
    [
      'add a task to the list',
      () => stranger.createTask({ title: 'Sneaky', description: 'Task', toDoListId: list.id }),
    ],
    ['toggle the task', () => stranger.updateTask({ id: task.id, status: true })],
    ['delete the task', () => stranger.deleteTask(task.id)],
    [
      'add a comment to the list',
      () => stranger.createComment({ title: 'Sneaky', description: 'Comment', toDoListId: list.id }),
    ],
    ['delete the comment', () => stranger.deleteComment(comment.id)],
    ['delete the attachment', () => stranger.deleteAttachment(attachment.id)],
  ])('answers 404 when a stranger tries to %s, and changes nothing', async (_case, attempt) => {
    const response = await attempt();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
    await expectNothingChanged();
  });

  it('lets a stranger attach neither the owner’s upload to their own list nor their upload to the owner’s list', async () => {
    const own = await stranger.newList();
    const ownUpload = await stranger.newUpload(samplePdf());
    const theirs = await stranger.attach({ title: 'Taken', link: unattachedUpload, toDoListId: own.id });
    expect(theirs.statusCode).toBe(404);
    const onto = await stranger.attach({ title: 'Planted', link: ownUpload, toDoListId: list.id });
    expect(onto.statusCode).toBe(404);
    const attached = await stranger.attach({
      title: 'Also taken',
      link: fileNameOf(attachment.link),
      toDoListId: own.id,
    });
    expect(attached.statusCode).toBe(404);
    await expectNothingChanged();
  });

  it('applies none of a move batch that names one of the owner’s lists', async () => {
    const a = await stranger.newList({ title: 'a' });
    const b = await stranger.newList({ title: 'b' });
    const before = await stranger.boardLists();
    const response = await stranger.moveLists([
      { id: a.id, status: 2, position: 0 },
      { id: list.id, status: 2, position: 1 },
      { id: b.id, status: 2, position: 2 },
    ]);
    expect(response.statusCode).toBe(404);
    expect(await stranger.boardLists()).toEqual(before);
    await expectNothingChanged();
  });

  it('answers 401 on every route without a session', async () => {
    const anonymous = todoClient(t, {});
    const attempts = [
      anonymous.board(),
      anonymous.createList(listBody()),
      anonymous.updateList({ ...listBody(), id: list.id }),
      anonymous.moveLists([{ id: list.id, status: 3, position: 0 }]),
      anonymous.deleteList(list.id),
      anonymous.createTask({ title: 'x', description: 'y', toDoListId: list.id }),
      anonymous.updateTask({ id: task.id, status: true }),
      anonymous.deleteTask(task.id),
      anonymous.upload(samplePdf()),
      anonymous.attach({ title: 'x', link: unattachedUpload, toDoListId: list.id }),
      anonymous.deleteAttachment(attachment.id),
      anonymous.createComment({ title: 'x', description: 'y', toDoListId: list.id }),
      anonymous.deleteComment(comment.id),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(401);
    await expectNothingChanged();
  });
});
