import { dayOfSentDate, type CalendarDay } from '@wayfarer/core';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * The day an edit stores. A client that knows no day (the seed's original client) sends an item back as
 * it holds it, the day it read beside the epoch ms it changed: there the day sent is the stored one, and
 * the date is the change. So the day sent wins only when it moved from the stored day; otherwise the
 * date is read as `dayOfSentDate` reads it, which gives the stored day again for a date sent back as read.
 */

/** A dated edit as sent: its epoch ms, its day when the client sent one, and its author's zone. */
export interface SentDay {
  date: number;
  day: CalendarDay | undefined;
  authorZone: string;
}

/** The day an edit of a row whose stored day is `storedDay` names. */
export function editedDay({ date, day, authorZone }: SentDay, storedDay: CalendarDay): CalendarDay {
  return day !== undefined && day !== storedDay ? day : dayOfSentDate(date, authorZone);
}

/** `editedDay` in the UPDATE itself, against the day the row holds as it is written. */
export function editedDayColumn(column: PgColumn, { date, day, authorZone }: SentDay): SQL | CalendarDay {
  const dayOfDate = dayOfSentDate(date, authorZone);
  if (day === undefined || day === dayOfDate) return dayOfDate;
  return sql`case when ${column} = ${day}::date then ${dayOfDate}::date else ${day}::date end`;
}
