import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../api-client';
import type { Verdict } from './waiting-changes';

type ApiClientModule = typeof ApiClient;

const callStored = vi.fn();
vi.mock('../api-client', async (original) => ({
  ...(await original<ApiClientModule>()),
  api: { callStored },
}));
const session = vi.hoisted(() => ({ token: 'token' }));
vi.mock('../session', () => ({ getToken: () => session.token }));
const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: (key: string) => Promise.resolve(idb.get(key)),
  set: (key: string, value: unknown) => Promise.resolve(void idb.set(key, structuredClone(value))),
  clear: () => Promise.resolve(idb.clear()),
}));

const { ApiRequestError } = await import('../api-client');
const { onlineManager } = await import('@tanstack/react-query');
const queue = await import('./waiting-changes');

const refusal = (status: number, code: string, answer?: object) =>
  new ApiRequestError(status, code, 'Refused.', { answer: { error: code, message: 'Refused.', ...answer } });

describe('changes made offline', () => {
  beforeEach(async () => {
    callStored.mockReset();
    session.token = 'token';
    onlineManager.setOnline(false);
    await queue.forgetWaitingChanges();
  });

  it('wait in order with a key each, and are sent once online with the server’s ids and versions', async () => {
    const listId = crypto.randomUUID();
    await queue.sendOrQueue({
      endpoint: 'createTodoList',
      input: { body: { title: 'Adapters', description: 'A and C', color: '#3451d1', date: 1 } },
      subject: 'The list “Adapters”',
      itemId: listId,
      createsId: listId,
    });
    await queue.sendOrQueue({
      endpoint: 'updateTodoList',
      input: {
        body: { id: listId, title: 'Adapters!', description: 'A', color: '#3451d1', date: 1, version: 0 },
      },
      subject: 'The list “Adapters!”',
      itemId: listId,
    });
    await queue.sendOrQueue({
      endpoint: 'deleteTodoList',
      input: { query: { id: listId, version: '0' } },
      subject: 'The list “Adapters!”',
      itemId: listId,
    });
    expect(callStored).not.toHaveBeenCalled();
    expect(queue.waitingChanges().map((change) => change.endpoint)).toEqual([
      'createTodoList',
      'updateTodoList',
      'deleteTodoList',
    ]);
    expect(new Set(queue.waitingChanges().map((change) => change.key)).size).toBe(3);

    onlineManager.setOnline(true);
    callStored
      .mockResolvedValueOnce({ status: 201, data: { id: 'server-id', version: 1 } })
      .mockResolvedValueOnce({ status: 200, data: { id: 'server-id', version: 2 } })
      .mockResolvedValueOnce({ status: 204, data: undefined });
    const keys = queue.waitingChanges().map((change) => change.key);
    await expect(queue.sendWaitingChanges(() => Promise.resolve('discard'))).resolves.toBe(true);

    expect(callStored.mock.calls.map(([key]) => key)).toEqual(keys);
    expect(callStored.mock.calls[1]?.[2]).toMatchObject({ body: { id: 'server-id', version: 1 } });
    expect(callStored.mock.calls[2]?.[2]).toEqual({ query: { id: 'server-id', version: '2' } });
    expect(queue.waitingChanges()).toEqual([]);
  });

  it('keep waiting, with the same key, when the server cannot be reached', async () => {
    await queue.sendOrQueue({
      endpoint: 'deleteTodoTask',
      input: { query: { id: crypto.randomUUID(), version: '3' } },
      subject: 'The task “Photos”',
    });
    const [waiting] = queue.waitingChanges();
    onlineManager.setOnline(true);
    callStored.mockRejectedValueOnce(new ApiRequestError(0, 'network_error', 'Unreachable.'));
    await expect(queue.sendWaitingChanges(() => Promise.resolve('discard'))).resolves.toBe(false);
    expect(queue.waitingChanges()).toEqual([waiting]);
  });

  it('stop at a refusal until the user decides: against the current version, again, or dropped', async () => {
    const id = crypto.randomUUID();
    for (const title of ['One', 'Two'])
      await queue.sendOrQueue({
        endpoint: 'updateTodoList',
        input: { body: { id, title, description: 'd', color: '#3451d1', date: 1, version: 4 } },
        subject: title,
      });
    onlineManager.setOnline(true);
    callStored
      .mockRejectedValueOnce(refusal(409, 'stale', { current: { id, version: 7 } }))
      .mockResolvedValueOnce({ status: 200, data: { id, version: 8 } })
      .mockRejectedValueOnce(refusal(403, 'forbidden'))
      .mockRejectedValueOnce(refusal(403, 'forbidden'));
    const decide = vi
      .fn()
      .mockResolvedValueOnce({ againstVersion: 7 })
      .mockResolvedValueOnce('retry')
      .mockResolvedValueOnce('discard');
    await expect(queue.sendWaitingChanges(decide)).resolves.toBe(true);

    const [first, againstCurrent, second, retried] = callStored.mock.calls;
    expect(againstCurrent?.[2]).toMatchObject({ body: { title: 'One', version: 7 } });
    // Sent against another version, it is another request: a new key.
    expect(againstCurrent?.[0]).not.toBe(first?.[0]);
    // The next change was made against the version the first one replaced.
    expect(second?.[2]).toMatchObject({ body: { title: 'Two', version: 8 } });
    expect(retried?.[0]).toBe(second?.[0]);
    expect(decide).toHaveBeenCalledTimes(3);
    expect(queue.waitingChanges()).toEqual([]);
  });

  it('send nothing and ask for no fresh reads when none waits', async () => {
    onlineManager.setOnline(true);
    await expect(queue.sendWaitingChanges(() => Promise.resolve('discard'))).resolves.toBe(false);
    expect(callStored).not.toHaveBeenCalled();
  });

  it('are sent at once, with a key, when online and nothing waits', async () => {
    onlineManager.setOnline(true);
    callStored.mockResolvedValueOnce({ status: 204, data: undefined });
    const outcome = await queue.sendOrQueue({
      endpoint: 'deleteTodoComment',
      input: { query: { id: crypto.randomUUID(), version: '1' } },
      subject: 'The comment “Hours”',
    });
    expect(outcome).toEqual({ queued: false, answer: { status: 204, data: undefined } });
    expect(callStored.mock.calls[0]?.[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(queue.waitingChanges()).toEqual([]);
  });

  const addList = (title: string) =>
    queue.sendOrQueue({
      endpoint: 'createTodoList',
      input: { body: { title, description: '', color: '#3451d1', date: 1 } },
      subject: `The list “${title}”`,
    });

  it('stay on the device when the server ends the session, and go with the same account’s next one', async () => {
    await queue.followAccount('ana@example.com');
    await addList('Adapters');
    const [waiting] = queue.waitingChanges();
    onlineManager.setOnline(true);
    callStored.mockRejectedValueOnce(refusal(401, 'unauthorized'));
    const decide = vi.fn(() => Promise.resolve<Verdict>('discard'));
    await expect(queue.sendWaitingChanges(decide)).rejects.toMatchObject({ status: 401 });
    expect(decide).not.toHaveBeenCalled();

    await expect(queue.setWaitingChangesAside()).resolves.toBe(1);
    expect(queue.waitingChanges()).toEqual([]);
    // Signed in again: nothing is sent before the account is known, then the change goes, with its key.
    session.token = 'token-2';
    await queue.loadWaitingChanges();
    expect(queue.waitingChanges()).toEqual([]);
    await queue.followAccount(' Ana@Example.com');
    expect(queue.waitingChanges()).toEqual([waiting]);
    callStored.mockResolvedValueOnce({ status: 201, data: { id: 'server-id', version: 1 } });
    await expect(queue.sendWaitingChanges(decide)).resolves.toBe(true);
    expect(callStored.mock.calls.at(-1)?.[0]).toBe(waiting?.key);
  });

  it('are never taken over by another account, which deletes them from the device', async () => {
    await queue.followAccount('ana@example.com');
    await addList('Adapters');
    await expect(queue.setWaitingChangesAside()).resolves.toBe(1);

    session.token = 'token-2';
    await queue.followAccount('bruno@example.com');
    expect(queue.waitingChanges()).toEqual([]);
    await expect(queue.setWaitingChangesAside()).resolves.toBe(0);
    session.token = 'token-3';
    await queue.followAccount('ana@example.com');
    expect(queue.waitingChanges()).toEqual([]);
  });
});
