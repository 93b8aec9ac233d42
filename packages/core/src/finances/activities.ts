import type { DateRange } from './calendar-month';
import type { Finances } from './finances';
import type { Entrance, Expense } from './schemas';
import { within } from './monthly-resume';

/** A row of the activities table: money in, or a domestic or trip cost (its `type` tells which). */
export type Activity = { kind: 'entrance'; item: Entrance } | { kind: 'expense'; item: Expense };

/** The activities table of the selected month: entrances and costs of both kinds, newest first. */
export function monthActivities(finances: Finances, range: DateRange): Activity[] {
  const activities: Activity[] = [
    ...within(finances.entrances, range).map((item) => ({ kind: 'entrance' as const, item })),
    ...within(finances.domestic.expenses, range).map((item) => ({ kind: 'expense' as const, item })),
    ...within(finances.trip.expenses, range).map((item) => ({ kind: 'expense' as const, item })),
  ];
  return activities.sort((a, b) => b.item.date - a.item.date);
}
