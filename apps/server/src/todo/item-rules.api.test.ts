import type { ItemAbilities } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { person, sharedTrip, type Person } from '../trip/testing/shared-trip';
import { listBody } from './testing/todo-client';

/*
 * The item rules of core's roles table on the board: a comment is its author's, which another member
 * may not delete and the trip's owner may take down, decided in the delete's own transaction; and every
 * item of an answer says what its reader may do with it (`can`).
 */

interface Comment {
  id: string;
  can: ItemAbilities;
}
interface List {
  id: string;
  can: ItemAbilities;
  toDoListTasks: { can: ItemAbilities }[];
  toDoListComments: Comment[];
}

describe.each(engines)('the rules on one item of the board (%s)', (engine) => {
  let t: TestApp;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  let listId: string;
  let tripId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ tripId, owner, editor, viewer } = await sharedTrip(t));
    const list = await owner.call('POST', '/todolist', listBody({ title: 'Visa' }));
    listId = list.json<{ id: string }>().id;
    const task = await owner.call('POST', '/todolist/tasks', {
      title: 'T',
      description: 'D',
      toDoListId: listId,
    });
    expect(task.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  async function commentBy(as: Person, title: string): Promise<Comment> {
    const added = await as.call('POST', '/todolist/comments', {
      title,
      description: 'D',
      toDoListId: listId,
    });
    expect(added.statusCode).toBe(201);
    return added.json<Comment>();
  }

  const boardOf = async (as: Person) => (await as.call('GET', '/todolist')).json<List[]>();
  const commentIds = async () => (await boardOf(owner))[0]?.toDoListComments.map(({ id }) => id) ?? [];

  it('lets an editor delete their own comment', async () => {
    const comment = await commentBy(editor, 'Mine');
    expect(comment.can).toEqual({ edit: true, delete: true });
    expect((await editor.call('DELETE', `/todolist/comments?id=${comment.id}`)).statusCode).toBe(204);
    expect(await commentIds()).not.toContain(comment.id);
  });

  it("refuses an editor the deletion of another member's comment (403 forbidden_item), which stays", async () => {
    const comment = await commentBy(owner, "The owner's");
    const refused = await editor.call('DELETE', `/todolist/comments?id=${comment.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden_item', message: expect.stringContaining('owner') });
    expect(await commentIds()).toContain(comment.id);
  });

  it("lets the trip's owner take down an editor's comment", async () => {
    const comment = await commentBy(editor, "The editor's");
    expect((await owner.call('DELETE', `/todolist/comments?id=${comment.id}`)).statusCode).toBe(204);
    expect(await commentIds()).not.toContain(comment.id);
  });

  it('says in each answer what its reader may do: each member their own board, by role and author', async () => {
    const comment = await commentBy(owner, 'Read by all');
    const seen = async (as: Person) => {
      const [list] = await boardOf(as);
      return {
        list: list?.can,
        task: list?.toDoListTasks[0]?.can,
        comment: list?.toDoListComments.find(({ id }) => id === comment.id)?.can,
      };
    };
    const all = { edit: true, delete: true };
    const none = { edit: false, delete: false };
    expect(await seen(owner)).toEqual({ list: all, task: all, comment: all });
    expect(await seen(editor)).toEqual({ list: all, task: all, comment: none });
    expect(await seen(viewer)).toEqual({ list: none, task: none, comment: none });
    // The board an editor read is theirs: the owner reading it again still sees their own abilities.
    expect(await seen(owner)).toEqual({ list: all, task: all, comment: all });
  });

  it("answers a member's new abilities at once when their role changes, the board held for each role", async () => {
    const ability = async () => (await boardOf(editor))[0]?.can;
    expect(await ability()).toEqual({ edit: true, delete: true });
    const demote = await owner.call('PATCH', `/trips/${tripId}/members/${editor.userId}`, { role: 'viewer' });
    expect(demote.statusCode).toBe(200);
    expect(await ability()).toEqual({ edit: false, delete: false });
    await owner.call('PATCH', `/trips/${tripId}/members/${editor.userId}`, { role: 'editor' });
    expect(await ability()).toEqual({ edit: true, delete: true });
  });

  it('gives a user planning alone every ability on their own board', async () => {
    const alone = await person(t, 'Solo Planner');
    const list = await alone.call('POST', '/todolist', listBody({ title: 'Mine' }));
    expect(list.json<List>().can).toEqual({ edit: true, delete: true });
  });
});
