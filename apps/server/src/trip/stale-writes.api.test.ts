import type { Entrance, Expense, Goal, TodoListAnswer } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { samplePdf } from '../todo/testing/sample-attachments';
import { listBody, multipartFile } from '../todo/testing/todo-client';
import { sharedTrip, type Person } from './testing/shared-trip';

/*
 * No silent overwrite: a write that sends the version it read is refused, 409 stale with the item as it
 * now is, when someone else wrote the item since; it applies with the current version, and without a
 * version, as the seed's original client sends it. A session's own later writes do not make its copy
 * stale (that client sends back the item it first read with each change).
 */
describe.each(engines)('writes that name the version they read, on %s', (engine) => {
  let t: TestApp;
  let owner: Person;
  let editor: Person;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ owner, editor } = await sharedTrip(t));
  });
  afterAll(() => t.close());

  const created = async <T>(as: Person, url: string, body: object) => {
    const response = await as.call('POST', url, body);
    if (response.statusCode !== 201) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json<T>();
  };
  const boardList = async (as: Person, id: string) =>
    (await as.call('GET', '/todolist')).json<TodoListAnswer[]>().find((list) => list.id === id);

  describe('a list of the board', () => {
    it('edited by a companion meanwhile: 409 with it as it is now, nothing changed; the current version applies', async () => {
      const list = await created<TodoListAnswer>(owner, '/todolist', listBody({ title: 'Visa' }));
      expect(list.version).toBe(1);
      expect(
        (
          await editor.call('PATCH', '/todolist', {
            ...listBody({ title: 'Visa (editor)' }),
            id: list.id,
            version: 1,
          })
        ).statusCode,
      ).toBe(204);

      const stale = await owner.call('PATCH', '/todolist', {
        ...listBody({ title: 'Visa (owner)' }),
        id: list.id,
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        error: 'stale',
        message: expect.stringMatching(/^Someone changed this after you opened it/),
        current: expect.objectContaining({ id: list.id, title: 'Visa (editor)', version: 2 }),
      });
      expect(await boardList(owner, list.id)).toMatchObject({ title: 'Visa (editor)', version: 2 });

      expect(
        (
          await owner.call('PATCH', '/todolist', {
            ...listBody({ title: 'Visa (owner)' }),
            id: list.id,
            version: 2,
          })
        ).statusCode,
      ).toBe(204);
      expect(await boardList(editor, list.id)).toMatchObject({ title: 'Visa (owner)', version: 3 });
    });

    it('applies without a version, as before', async () => {
      const list = await created<TodoListAnswer>(owner, '/todolist', listBody());
      await editor.call('PATCH', '/todolist', { ...listBody({ title: 'Editor' }), id: list.id, version: 1 });
      expect(
        (await owner.call('PATCH', '/todolist', { ...listBody({ title: 'Owner' }), id: list.id })).statusCode,
      ).toBe(204);
      expect(await boardList(editor, list.id)).toMatchObject({ title: 'Owner', version: 3 });
    });

    it('deleted with a stale version: 409, and it stays', async () => {
      const list = await created<TodoListAnswer>(owner, '/todolist', listBody());
      await editor.call('PATCH', '/todolist', { ...listBody({ title: 'Edited' }), id: list.id });
      const stale = await owner.call('DELETE', `/todolist?id=${list.id}&version=1`);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current).toMatchObject({ id: list.id, title: 'Edited' });
      expect(await boardList(owner, list.id)).toBeDefined();
      expect((await owner.call('DELETE', `/todolist?id=${list.id}&version=2`)).statusCode).toBe(204);
    });

    it('moved with a stale version: 409 with the lists as they are now, and nothing moves', async () => {
      const first = await created<TodoListAnswer>(owner, '/todolist', listBody({ title: 'First' }));
      const second = await created<TodoListAnswer>(owner, '/todolist', listBody({ title: 'Second' }));
      await editor.call('PATCH', '/todolist/position', [
        { id: first.id, status: 2, position: 0, version: 1 },
      ]);
      const stale = await owner.call('PATCH', '/todolist/position', [
        { id: first.id, status: 3, position: 0, version: 1 },
        { id: second.id, status: 3, position: 1, version: 1 },
      ]);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current).toEqual([
        expect.objectContaining({ id: first.id, status: 2, version: 2 }),
        expect.objectContaining({ id: second.id, status: 1, version: 1 }),
      ]);
      expect(await boardList(owner, second.id)).toMatchObject({ status: 1 });
      expect(
        (await owner.call('PATCH', '/todolist/position', [{ id: first.id, status: 3, position: 0 }]))
          .statusCode,
      ).toBe(204);
    });

    it('is not stale for the session that wrote it last: its own second change applies', async () => {
      const list = await created<TodoListAnswer>(owner, '/todolist', listBody({ title: 'Once' }));
      await owner.call('PATCH', '/todolist/position', [{ ...list, status: 2, position: 0 }]);
      const again = await owner.call('PATCH', '/todolist/position', [{ ...list, status: 3, position: 0 }]);
      expect(again.statusCode).toBe(204);
      expect((await owner.call('PATCH', '/todolist', { ...list, title: 'Twice' })).statusCode).toBe(204);
      expect(await boardList(owner, list.id)).toMatchObject({ title: 'Twice', status: 3, version: 4 });
      // Another session of the same person is someone else to it.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: owner.email, password: STRONG_PASSWORD },
      });
      const otherDevice = { authorization: `Bearer ${login.json<{ result: string }>().result}` };
      const stale = await t.app.inject({
        method: 'PATCH',
        url: '/api/todolist',
        headers: otherDevice,
        payload: { ...list, title: 'From another device' },
      });
      expect(stale.statusCode).toBe(409);
    });
  });

  it('refuses stale changes of tasks, comments and attachments', async () => {
    const list = await created<TodoListAnswer>(owner, '/todolist', listBody());
    const task = await created<{ id: string }>(owner, '/todolist/tasks', {
      title: 'T',
      description: 'D',
      toDoListId: list.id,
    });
    await editor.call('PATCH', '/todolist/tasks', { id: task.id, status: true });
    const staleTask = await owner.call('PATCH', '/todolist/tasks', {
      id: task.id,
      status: false,
      version: 1,
    });
    expect(staleTask.statusCode).toBe(409);
    expect(staleTask.json().current).toMatchObject({ id: task.id, status: true, version: 2 });
    expect((await owner.call('DELETE', `/todolist/tasks?id=${task.id}&version=1`)).statusCode).toBe(409);
    expect((await owner.call('DELETE', `/todolist/tasks?id=${task.id}&version=2`)).statusCode).toBe(204);

    const comment = await created<{ id: string }>(editor, '/todolist/comments', {
      title: 'C',
      description: 'D',
      toDoListId: list.id,
    });
    expect((await owner.call('DELETE', `/todolist/comments?id=${comment.id}&version=7`)).statusCode).toBe(
      409,
    );
    expect((await owner.call('DELETE', `/todolist/comments?id=${comment.id}&version=1`)).statusCode).toBe(
      204,
    );

    const { payload, headers } = multipartFile(samplePdf());
    const upload = await editor.call('POST', '/todolist/attchaments/upload', payload, headers);
    const attachment = await created<{ id: string }>(editor, '/todolist/attchaments', {
      title: 'A',
      link: upload.json<{ fileName: string }>().fileName,
      toDoListId: list.id,
    });
    const staleAttachment = await owner.call('DELETE', `/todolist/attchaments?id=${attachment.id}&version=2`);
    expect(staleAttachment.statusCode).toBe(409);
    expect(staleAttachment.json().current).toMatchObject({ id: attachment.id, version: 1 });
  });

  it('refuses stale changes of trip goals and costs, and of the trip', async () => {
    const goal = await created<Goal>(owner, '/finances/goals', {
      title: 'Hotel',
      value: 90_000,
      color: '#3B9AF5',
      icon: 3,
      type: 2,
    });
    const expense = await created<Expense>(owner, '/finances/expenses', {
      type: 2,
      title: 'Dinner',
      color: '#F5455C',
      value: 5_000,
      date: Date.now(),
      financesGoalId: null,
    });
    await editor.call('PATCH', '/finances/goals', { ...goal, title: 'Hotel (editor)' });
    const staleGoal = await owner.call('PATCH', '/finances/goals', { ...goal, title: 'Hotel (owner)' });
    expect(staleGoal.statusCode).toBe(409);
    expect(staleGoal.json().current).toMatchObject({ id: goal.id, title: 'Hotel (editor)', version: 2 });
    expect((await owner.call('DELETE', `/finances/goals?id=${goal.id}&version=1`)).statusCode).toBe(409);

    await editor.call('PATCH', '/finances/expenses', { ...expense, value: 6_000 });
    const staleExpense = await owner.call('PATCH', '/finances/expenses', { ...expense, value: 7_000 });
    expect(staleExpense.statusCode).toBe(409);
    expect(staleExpense.json().current).toMatchObject({ id: expense.id, value: 6_000 });
    expect((await owner.call('DELETE', `/finances/expenses?id=${expense.id}&version=1`)).statusCode).toBe(
      409,
    );
    expect((await owner.call('DELETE', `/finances/expenses?id=${expense.id}`)).statusCode).toBe(204);

    const trip = (await owner.call('GET', '/trip')).json<{ version: number; when: number }>();
    await editor.call('PATCH', '/trip', { when: trip.when + 86_400_000, version: trip.version });
    const staleTrip = await owner.call('PATCH', '/trip', {
      when: trip.when + 2 * 86_400_000,
      version: trip.version,
    });
    expect(staleTrip.statusCode).toBe(409);
    expect(staleTrip.json().current).toMatchObject({
      when: trip.when + 86_400_000,
      version: trip.version + 1,
    });
  });

  it('refuses a stale change of one’s own entrance from another device', async () => {
    const entrance = await created<Entrance>(owner, '/finances/entraces', {
      title: 'Salary',
      color: '#FFFD00',
      value: 300_000,
      date: Date.now(),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: STRONG_PASSWORD },
    });
    const phone = { authorization: `Bearer ${login.json<{ result: string }>().result}` };
    const fromPhone = await t.app.inject({
      method: 'PATCH',
      url: '/api/finances/entraces',
      headers: phone,
      payload: { ...entrance, value: 310_000 },
    });
    expect(fromPhone.statusCode).toBe(200);
    const stale = await owner.call('PATCH', '/finances/entraces', { ...entrance, value: 320_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ value: 310_000, version: 2 });
  });
});
