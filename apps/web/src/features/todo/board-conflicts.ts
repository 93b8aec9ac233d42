import {
  type BoardTask,
  type PaletteColor,
  type TodoList,
  type TodoListAnswer,
  type TodoListMove,
} from '@wayfarer/core';
import { messages } from '@/i18n/language';
import { PALETTE_COLOR_NAMES } from '@/lib/palette-colors';
import { differingRows, type ConflictField, type WriteConflict } from '@/lib/write-conflict';
import { columnTitle } from './messages';
import { formatListDate } from './todo-dates';

/*
 * What a stale board write shows (lib/write-conflict.ts): the fields of the list or task as the companion
 * left it beside the user's own.
 */

type ListFields = Pick<TodoList, 'title' | 'description' | 'color' | 'dateDay' | 'status'>;

/** The words are read when a conflict is shown, in the language the app is drawn in then. */
const words = () => messages().todo.conflicts;
const columnOf = (status: number) => columnTitle(messages(), status);

const listFields = (): readonly ConflictField<ListFields>[] => [
  { label: words().title, text: (list) => list.title },
  { label: words().description, text: (list) => list.description },
  { label: words().color, text: (list) => PALETTE_COLOR_NAMES[list.color as PaletteColor] ?? list.color },
  { label: words().date, text: (list) => formatListDate(list.dateDay) },
  { label: words().column, text: (list) => columnOf(list.status) },
];

const listSubject = (title: string) => words().list(title);

/** An edit or a deletion of a list: `mine` is the list as the user meant it (as they saw it, for a deletion). */
export function listConflict(
  current: TodoListAnswer | null,
  mine: ListFields,
  keepMineLabel?: string,
): WriteConflict {
  return {
    subject: listSubject(current?.title ?? mine.title),
    rows: current ? differingRows(listFields(), current, mine) : [],
    gone: current === null,
    keepMineLabel,
  };
}

const doneText = (done: boolean) => (done ? words().isDone : words().notDone);
const dueText = (day: string | null) => (day === null ? words().noDue : formatListDate(day));

/** A task's toggle, its due day's change, or its deletion. */
export function taskConflict(
  current: BoardTask | null,
  mine: Pick<BoardTask, 'title' | 'description' | 'done' | 'dueDate'>,
  keepMineLabel?: string,
): WriteConflict {
  const fields: ConflictField<typeof mine>[] = [
    { label: words().title, text: (task) => task.title },
    { label: words().description, text: (task) => task.description },
    { label: words().done, text: (task) => doneText(task.done) },
    { label: words().due, text: (task) => dueText(task.dueDate) },
  ];
  return {
    subject: words().task(current?.title ?? mine.title),
    rows: current ? differingRows(fields, current, mine) : [],
    gone: current === null,
    keepMineLabel,
  };
}

/** A comment's or an attachment's deletion: its words are its own, so only who deleted it first matters. */
export function itemConflict(kind: 'comment' | 'attachment', title: string, gone: boolean): WriteConflict {
  return { subject: words()[kind](title), rows: [], gone, keepMineLabel: words().deleteAnyway };
}

const placeText = (lists: readonly Pick<TodoList, 'id' | 'status' | 'position'>[], id: string) => {
  const list = lists.find((entry) => entry.id === id);
  return list ? words().place(columnOf(list.status), list.position + 1) : '';
};

/**
 * A move refused because a list it touched was changed since: where each of those lists is now, and
 * where the move would put it. `current` is one list or several (PATCH /todolist/position's refusal).
 */
export function moveConflict(
  current: TodoListAnswer | TodoListAnswer[] | null,
  moves: readonly TodoListMove[],
): WriteConflict {
  const theirs = current === null ? [] : Array.isArray(current) ? current : [current];
  const moved = theirs.length === 1 ? listSubject(theirs[0]?.title ?? '') : words().movedLists;
  return {
    subject: moved,
    rows: theirs
      .map((list) => ({
        label: list.title,
        theirs: placeText(theirs, list.id),
        mine: placeText(moves, list.id),
      }))
      .filter((row) => row.mine !== '' && row.theirs !== row.mine),
    gone: current === null,
  };
}

/** The moves again, each against the version of the list as the refusal showed it. */
export function movesAgainst(
  moves: readonly TodoListMove[],
  current: TodoListAnswer | TodoListAnswer[],
): TodoListMove[] {
  const versions = new Map(
    (Array.isArray(current) ? current : [current]).map((list) => [list.id, list.version]),
  );
  return moves.map((move) => ({ ...move, version: versions.get(move.id) ?? move.version }));
}
