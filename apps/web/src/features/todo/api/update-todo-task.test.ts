import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../../lib/api-client', () => ({ api: { call }, ApiRequestError: class extends Error {} }));

const { updateTodoTask } = await import('./update-todo-task');

describe('a task’s write', () => {
  beforeEach(() => call.mockReset().mockResolvedValue({ status: 204 }));

  it('sends done as the wire’s status', async () => {
    await updateTodoTask({ id: 't1', version: 4, done: true });
    expect(call).toHaveBeenCalledWith('updateTodoTask', { body: { id: 't1', status: true, version: 4 } });
  });

  it('sends a due day alone without a status', async () => {
    await updateTodoTask({ id: 't1', version: 4, dueDate: null });
    const [, { body }] = call.mock.calls[0] as [string, { body: object }];
    expect(JSON.stringify(body)).toBe('{"id":"t1","dueDate":null,"version":4}');
  });
});
