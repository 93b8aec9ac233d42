/** The enabling rules of the board's forms (spec section 5): a button is active only when these hold. */

const filled = (text: string) => text.trim().length > 0;

export interface TodoListForm {
  title: string;
  description: string;
  color: string;
  /** Epoch ms; the form starts at now. */
  date: number;
}

/** Add: title, description and colour non-empty and a date above 0. */
export function canAddTodoList(form: TodoListForm): boolean {
  return filled(form.title) && filled(form.description) && filled(form.color) && form.date > 0;
}

/** Edit: colour, date, description and title all non-empty; an unset date input gives 0 or NaN. */
export function canEditTodoList(form: TodoListForm): boolean {
  return canAddTodoList(form);
}

/** A task or a comment: a title and a description. */
export function canAddTodoItem(form: { title: string; description: string }): boolean {
  return filled(form.title) && filled(form.description);
}

/** `fileName` is what the upload answered; empty until a file was uploaded. */
export function canAddTodoAttachment(form: { title: string; fileName: string }): boolean {
  return filled(form.title) && filled(form.fileName);
}
