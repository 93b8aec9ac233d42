import { formatCalendarDay, type BoardTask } from '@wayfarer/core';
import { currentLanguage, messages } from '@/i18n/language';
import { dayParts } from '@/lib/calendar-day';

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

/** '3 Jun' this year, '3 Jun 2027' another (en-GB; in the language drawn by default). */
export function dueDayText(day: string, today: string, locale: string = currentLanguage()): string {
  const sameYear = dayParts(day).year === dayParts(today).year;
  return formatCalendarDay(
    day,
    locale,
    sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' },
  );
}

/** The words of each state (the catalogue's todo.due): a task's own, or a list card's. */
type Wording = 'task' | 'card';

export interface DueMarkOptions {
  /** 'card' for the board's cards: "Task due today". */
  wording?: Wording;
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
  const words: Record<DueState, (day: string) => string> = messages().todo.due[wording];
  return { state, text: words[state](dueDayText(day, today, locale)) };
}

/** The earliest due day of the tasks not done yet, overdue ones included; undefined when none has one. */
export function nearestOpenDue(tasks: readonly Pick<BoardTask, 'done' | 'dueDate'>[]): string | undefined {
  let nearest: string | undefined;
  for (const { done, dueDate } of tasks) {
    if (done || dueDate === null) continue;
    if (nearest === undefined || dueDate < nearest) nearest = dueDate;
  }
  return nearest;
}
