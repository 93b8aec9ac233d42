import { describe, expect, it } from 'vitest';
import type { TodoListAnswer, TodoTask } from './schemas';
import { taskFromWire } from './task-wire';
import { todoListFromAnswer } from './todo-list';

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

describe('the board’s names for an answer', () => {
  it('keeps a list’s status (its column) and names its items for what they hold', () => {
    const answer: TodoListAnswer = {
      id: 'l1',
      version: 1,
      title: 'Documents',
      description: 'Before leaving',
      color: '#3B9AF5',
      date: 0,
      dateDay: '1970-01-01',
      status: 2,
      position: 0,
      toDoListTasks: [task],
      toDoListAttchaments: [],
      toDoListComments: [],
      can: { edit: true, delete: false },
    };
    const list = todoListFromAnswer(answer);
    expect(list.status).toBe(2);
    expect(list.tasks).toEqual([taskFromWire(task)]);
    expect(list).not.toHaveProperty('toDoListTasks');
  });
});
