/** Board column ids are the list statuses (spec section 9). */
export const TODO_STATUSES = [1, 2, 3] as const;
export type TodoListStatus = (typeof TODO_STATUSES)[number];

/** The statuses by name: code reads `TodoStatus.done`, never 3. */
export const TodoStatus = { toDo: 1, inProgress: 2, done: 3 } as const satisfies Record<
  string,
  TodoListStatus
>;

export const TODO_COLUMNS: readonly { status: TodoListStatus; title: string }[] = [
  { status: TodoStatus.toDo, title: 'To do' },
  { status: TodoStatus.inProgress, title: 'In Progress' },
  { status: TodoStatus.done, title: 'Done' },
];
