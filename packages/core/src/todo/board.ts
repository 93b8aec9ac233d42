/** Board column ids are the list statuses (spec section 9). */
export const TODO_STATUSES = [1, 2, 3] as const;
export type TodoListStatus = (typeof TODO_STATUSES)[number];

export const TODO_COLUMNS: readonly { status: TodoListStatus; title: string }[] = [
  { status: 1, title: 'To do' },
  { status: 2, title: 'In Progress' },
  { status: 3, title: 'Done' },
];
