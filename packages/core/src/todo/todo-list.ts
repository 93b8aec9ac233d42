import type { TodoAttachment, TodoComment, TodoListAnswer, TodoTask } from './schemas';

/** A list as the board reads it: the wire's `toDoList…` fields (one misspelt) named for what they hold. */
export type TodoList = Omit<TodoListAnswer, 'toDoListTasks' | 'toDoListAttchaments' | 'toDoListComments'> & {
  tasks: TodoTask[];
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
  return { ...list, tasks: toDoListTasks, attachments: toDoListAttchaments, comments: toDoListComments };
}
