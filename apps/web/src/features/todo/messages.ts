import { TodoStatus, type TodoListStatus } from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import type { Messages } from '@/i18n/catalogue';

/** The catalogue key of each column (the spec's names: 'To do', 'In Progress', 'Done'). */
const COLUMN_KEYS = {
  [TodoStatus.toDo]: 'toDo',
  [TodoStatus.inProgress]: 'inProgress',
  [TodoStatus.done]: 'done',
} as const satisfies Record<TodoListStatus, keyof Messages['todo']['columns']>;

export const columnKey = (status: TodoListStatus) => COLUMN_KEYS[status];

/** A column's title in the language drawn; '' for a status the board does not know. */
export const columnTitle = (t: Messages, status: number): string => {
  const key = COLUMN_KEYS[status as TodoListStatus] as keyof Messages['todo']['columns'] | undefined;
  return key ? t.todo.columns[key] : '';
};

/** What a viewer of a trip planned together is told over the board. */
export const viewerNotice = (t: Messages): Message => ({
  type: 'attention',
  title: t.todo.shared.viewerTitle,
  text: t.todo.shared.viewerText,
});
