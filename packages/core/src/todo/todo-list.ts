import type { TodoAttachment, TodoComment, TodoListAnswer, TodoTask } from './schemas';
import { taskFromWire, type StatusAsDone } from './task-wire';

/** A task as the board reads it: the wire's boolean `status` named `done` (task-wire.ts). */
export type BoardTask = StatusAsDone<TodoTask>;

/** A list as the board reads it: the wire's `toDoList…` fields (one misspelt) named for what they hold. */
export type TodoList = Omit<TodoListAnswer, 'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments'> & {
  tasks: BoardTask[];
  attachments: TodoAttachment[];
  /** Newest first. */
  comments: TodoComment[];
};

/** The one place the answer's names are mapped. */
export function todoListFromAnswer({
  toDoListTasks,
  toDoListAttchaments,
  toDoListComments,
  ...list
}: TodoListAnswer): TodoList {
  return {
    ...list,
    tasks: toDoListTasks.map(taskFromWire),
    attachments: toDoListAttchaments,
    comments: toDoListComments,
  };
}
