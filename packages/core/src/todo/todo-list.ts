import type { TodoAttachment, TodoComment, TodoListAnswer, TodoTask } from './schemas';

/**
 * A task as the board reads it: the wire's boolean `status` named `done`, so it is never read as a list's
 * status (its column, 1–3).
 */
export type BoardTask = Omit<TodoTask, 'status'> & { done: boolean };

/** A list as the board reads it: the wire's `toDoList…` fields (one misspelt) named for what they hold. */
export type TodoList = Omit<TodoListAnswer, 'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments'> & {
  tasks: BoardTask[];
  attachments: TodoAttachment[];
  /** Newest first. */
  comments: TodoComment[];
};

/** The one place a task's answer is named for the board; a write sends `done` back as `status`. */
export function boardTaskFromAnswer({ status, ...task }: TodoTask): BoardTask {
  return { ...task, done: status };
}

/** The one place the answer's names are mapped. */
export function todoListFromAnswer({
  toDoListTasks,
  toDoListAttchaments,
  toDoListComments,
  ...list
}: TodoListAnswer): TodoList {
  return {
    ...list,
    tasks: toDoListTasks.map(boardTaskFromAnswer),
    attachments: toDoListAttchaments,
    comments: toDoListComments,
  };
}
