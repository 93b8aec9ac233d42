import { describe, expect, it } from 'vitest';
import type { TodoTask } from './schemas';
import { taskFromWire, taskToWire } from './task-wire';

const task: TodoTask = {
  id: 't1',
  version: 3,
  title: 'Passport',
  description: 'Renew it',
  status: true,
  dueDate: '2026-06-08',
  toDoListId: 'l1',
  can: { edit: true, delete: true },
};

describe('a task’s boolean, `status` on the wire and `done` inward', () => {
  it('calls a task’s status done, keeps the rest, and sends it back as it came', () => {
    const { status, ...rest } = task;
    expect(taskFromWire(task)).toEqual({ ...rest, done: status });
    expect(taskFromWire({ ...task, status: false }).done).toBe(false);
    expect(taskToWire(taskFromWire(task))).toEqual(task);
  });

  it('maps a write that leaves the boolean out without making one up', () => {
    const sent: { id: string; status?: boolean; dueDate?: string | null } = { id: 't1', dueDate: null };
    expect(taskFromWire(sent)).toStrictEqual({ id: 't1', dueDate: null });
    expect(taskToWire(taskFromWire(sent))).toStrictEqual(sent);
    expect(taskToWire({ id: 't1', done: false })).toStrictEqual({ id: 't1', status: false });
  });
});
