import type { DateRange } from './calendar-month';
import type { Finances } from './finances';
import type { Entrance, Expense } from './schemas';
import { within } from './monthly-resume';

/** A row of the activities table: money in, or a domestic or trip cost (its `type` tells which). */
export type Activity = { kind: 'entrance'; item: Entrance } | { kind: 'expense'; item: Expense };

/**
 * The activities table of the selected month: entrances and costs of both kinds, the latest day first;
 * the sort is stable, so items of one day keep that order (entrances, domestic costs, trip costs).
 */
export function monthActivities(finances: Finances, range: DateRange): Activity[] {
  const activities: Activity[] = [
    ...within(finances.entrances, range).map((item) => ({ kind: 'entrance' as const, item })),
    ...within(finances.domestic.expenses, range).map((item) => ({ kind: 'expense' as const, item })),
    ...within(finances.trip.expenses, range).map((item) => ({ kind: 'expense' as const, item })),
  ];
  return activities.sort((a, b) =>
    a.item.dateDay < b.item.dateDay ? 1 : a.item.dateDay > b.item.dateDay ? -1 : 0,
  );
}
