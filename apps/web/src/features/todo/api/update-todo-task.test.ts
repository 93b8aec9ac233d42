import { beforeEach, describe, expect, it, vi } from 'vitest';

const sendOrQueue = vi.fn();
vi.mock('@/lib/offline/waiting-changes', () => ({ sendOrQueue }));

const { updateTodoTask } = await import('./update-todo-task');

describe('a task’s write', () => {
  beforeEach(() => sendOrQueue.mockReset().mockResolvedValue({ queued: false, answer: { status: 200 } }));

  it('sends done as the wire’s status, and names the task should it wait offline', async () => {
    await updateTodoTask({ id: 't1', version: 4, title: 'Adapters', done: true });
    expect(sendOrQueue).toHaveBeenCalledWith({
      endpoint: 'updateTodoTask',
      input: { body: { id: 't1', status: true, version: 4 } },
      subject: 'The task “Adapters”',
      itemId: 't1',
    });
  });

  it('sends a due day alone without a status', async () => {
    await updateTodoTask({ id: 't1', version: 4, title: 'Adapters', dueDate: null });
    const [{ input }] = sendOrQueue.mock.calls[0] as [{ input: { body: object } }];
    expect(JSON.stringify(input.body)).toBe('{"id":"t1","dueDate":null,"version":4}');
  });
});
