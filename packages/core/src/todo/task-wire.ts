/*
 * A task's boolean is `status` on the wire, as the seed's original client reads and sends it, and `done`
 * everywhere inward, so that it is never read as a list's status (its column, 1–3). These two are the one
 * place the name changes, for a task and for a body that writes one; a field left out stays out.
 */

/** `T` with its `done` named `status`, optional where it was. */
export type DoneAsStatus<T> = { [K in keyof T as K extends 'done' ? 'status' : K]: T[K] };

/** `T` with its `status` named `done`, optional where it was. */
export type StatusAsDone<T> = { [K in keyof T as K extends 'status' ? 'done' : K]: T[K] };

export function taskToWire<T extends { done?: boolean | undefined }>(task: T): DoneAsStatus<T> {
  const { done, ...rest } = task;
  const wire: Record<string, unknown> = done === undefined ? rest : { ...rest, status: done };
  return wire as DoneAsStatus<T>;
}

export function taskFromWire<T extends { status?: boolean | undefined }>(task: T): StatusAsDone<T> {
  const { status, ...rest } = task;
  const inward: Record<string, unknown> = status === undefined ? rest : { ...rest, done: status };
  return inward as StatusAsDone<T>;
}
