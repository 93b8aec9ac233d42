import type { TodoTask } from '@wayfarer/core';
import { formatDay, dayParts } from '../../lib/calendar-day';

/*
 * A task's due day as the board says it: today's and past ones are told in words ("Due today",
 * "Overdue · 3 Jun"), not by colour alone. A done task is never late, so it only says its day.
 */

export type DueState = 'overdue' | 'today' | 'upcoming';

export interface DueMark {
  state: DueState;
  /** 'Due today', 'Overdue · 3 Jun', 'Due 12 Jun'. */
  text: string;
}

/** '3 Jun' this year, '3 Jun 2027' another. */
export function dueDayText(day: string, today: string, locale?: string): string {
  const sameYear = dayParts(day).year === dayParts(today).year;
  return formatDay(
    day,
    sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' },
    locale,
  );
}

/** The words of each state: a task's own, or a list card's, which speaks of one of its tasks. */
const WORDS = {
  task: {
    upcoming: (day: string) => `Due ${day}`,
    today: () => 'Due today',
    overdue: (day: string) => `Overdue · ${day}`,
  },
  card: {
    upcoming: (day: string) => `Task due ${day}`,
    today: () => 'Task due today',
    overdue: (day: string) => `Task overdue · ${day}`,
  },
} satisfies Record<string, Record<DueState, (day: string) => string>>;

export interface DueMarkOptions {
  /** 'card' for the board's cards: "Task due today". */
  wording?: keyof typeof WORDS;
  locale?: string;
}

/** How a due day reads on `today`; a done task's is always plain. */
export function dueMark(
  day: string,
  done: boolean,
  today: string,
  { wording = 'task', locale }: DueMarkOptions = {},
): DueMark {
  const state: DueState = done || day > today ? 'upcoming' : day === today ? 'today' : 'overdue';
  return { state, text: WORDS[wording][state](dueDayText(day, today, locale)) };
}

/** The earliest due day of the tasks not done yet, overdue ones included; undefined when none has one. */
export function nearestOpenDue(tasks: readonly Pick<TodoTask, 'status' | 'dueDate'>[]): string | undefined {
  let nearest: string | undefined;
  for (const { status, dueDate } of tasks) {
    if (status || dueDate === null) continue;
    if (nearest === undefined || dueDate < nearest) nearest = dueDate;
  }
  return nearest;
}
