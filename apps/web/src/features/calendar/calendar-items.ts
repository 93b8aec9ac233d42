import { TodoStatus, type Finances, type TodoList, type Trip } from '@wayfarer/core';
import type { Messages } from '@/i18n/catalogue';
import { formats, type Formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';

/*
 * Everything dated in the current trip, as the calendar shows it: the trip's day, each to-do list's
 * date, each task's due day, and each entrance and expense. Goals have no date. Each item opens where
 * it is edited. Every one is a day, the same for every member wherever they are.
 */

export type CalendarItemKind = 'trip' | 'list' | 'task' | 'entrance' | 'expense';

export interface CalendarItem {
  /** Unique among the items: the kind and the id of what it stands for. */
  key: string;
  kind: CalendarItemKind;
  /** 'YYYY-MM-DD'. */
  day: string;
  title: string;
  /** What it is, in words: 'Task of Pack bags', 'Travel cost'. */
  detail: string;
  /** The app's path that opens it. */
  href: string;
  /** Its colour where the user chose one (lists, entrances, expenses). */
  color?: string;
  /** A done list or task: shown, but not as something still to do. */
  done: boolean;
}

export interface CalendarSources {
  trip: Trip;
  lists: readonly TodoList[] | undefined;
  finances: Finances | undefined;
}

const listHref = (id: string) => `/todolist?list=${encodeURIComponent(id)}`;

/**
 * Every dated item of the sources, in day order (items of one day in the order of their kinds above),
 * described in `words` (the language the app is drawn in by default).
 */
export function calendarItemsOf(
  { trip, lists = [], finances }: CalendarSources,
  words: Messages['calendar']['items'] = messages().calendar.items,
  names: Pick<Formats, 'country'> = formats(currentLanguage()),
): CalendarItem[] {
  const items: CalendarItem[] = [
    {
      key: 'trip',
      kind: 'trip',
      day: trip.whenDay,
      title: words.tripTitle(trip.tripCity),
      detail: words.tripDetail(trip.tripCity, names.country(trip.tripCountrySlug, trip.tripCountry)),
      href: '/',
      done: false,
    },
  ];
  for (const list of lists) {
    items.push({
      key: `list:${list.id}`,
      kind: 'list',
      day: list.dateDay,
      title: list.title,
      detail: words.listDetail,
      href: listHref(list.id),
      color: list.color,
      done: list.status === TodoStatus.done,
    });
    for (const task of list.tasks) {
      if (task.dueDate === null) continue;
      items.push({
        key: `task:${task.id}`,
        kind: 'task',
        day: task.dueDate,
        title: task.title,
        detail: words.taskDetail(list.title),
        href: listHref(list.id),
        color: list.color,
        done: task.done,
      });
    }
  }
  if (finances) {
    for (const entrance of finances.entrances) {
      items.push({
        key: `entrance:${entrance.id}`,
        kind: 'entrance',
        day: entrance.dateDay,
        title: entrance.title,
        detail: words.entranceDetail,
        href: '/finances',
        color: entrance.color,
        done: false,
      });
    }
    for (const [kind, detail] of [
      ['domestic', words.homeExpenseDetail],
      ['trip', words.tripExpenseDetail],
    ] as const) {
      for (const expense of finances[kind].expenses) {
        items.push({
          key: `expense:${expense.id}`,
          kind: 'expense',
          day: expense.dateDay,
          title: expense.title,
          detail,
          href: '/finances',
          color: expense.color,
          done: false,
        });
      }
    }
  }
  // A stable sort: one day's items keep the order they were added in.
  return items.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** The items of one day, from items in day order. */
export function itemsOn(items: readonly CalendarItem[], day: string): CalendarItem[] {
  return items.filter((item) => item.day === day);
}

export interface AgendaDay {
  day: string;
  items: CalendarItem[];
}

/** The items from `from` on, grouped by day, at most `days` days of them. */
export function agendaFrom(items: readonly CalendarItem[], from: string, days: number): AgendaDay[] {
  const agenda: AgendaDay[] = [];
  for (const item of items) {
    if (item.day < from) continue;
    const last = agenda.at(-1);
    if (last?.day === item.day) {
      last.items.push(item);
    } else {
      if (agenda.length === days) break;
      agenda.push({ day: item.day, items: [item] });
    }
  }
  return agenda;
}

/** How many items fall on each day. */
export function countsByDay(items: readonly CalendarItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { day } of items) counts.set(day, (counts.get(day) ?? 0) + 1);
  return counts;
}
