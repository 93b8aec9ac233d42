import type { CalendarDay, Language } from '@wayfarer/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * Everything dated that a person plans: each to-do list's day, each open task's due day and each trip's
 * day, of the trips they belong to and of their own board from before any trip. Each is read as the day
 * it is stored as, the same for every reader whatever their zone.
 */

export type DatedItemKind = 'task' | 'list' | 'trip';

export interface DatedItem {
  kind: DatedItemKind;
  id: string;
  title: string;
  day: CalendarDay;
  /** The list a task or list opens at; null for a trip. */
  listId: string | null;
  /** The destination of the trip the item belongs to; null on a board of one's own. */
  tripCity: string | null;
}

/** The app's own path that opens the item. */
export const itemPath = ({ kind, listId }: Pick<DatedItem, 'kind' | 'listId'>): string =>
  kind === 'trip' || listId === null ? '/' : `/todolist?list=${listId}`;

/** The items dated from `fromDay` to `toDay`, both included. */
interface Window {
  fromDay: CalendarDay;
  toDay: CalendarDay;
}

/**
 * The dated items as rows of one statement: either those of one person (`whose`: the trips they belong
 * to and their own board), or everyone's within a few days (`window`), read through each table's index
 * of its dates.
 */
function datedItemsSql(only: { whose: { trips: SQL; userId: string } } | { window: Window }): SQL {
  const { window } = 'window' in only ? only : { window: undefined };
  const whose = 'whose' in only ? only.whose : undefined;
  const ofWhom = (table: string) =>
    whose
      ? sql`and (${sql.raw(table)}.trip_id in (${whose.trips}) or ${sql.raw(table)}.user_id = ${whose.userId})`
      : sql``;
  const within = (column: string) =>
    window ? sql`${sql.raw(column)} between ${window.fromDay}::date and ${window.toDay}::date` : sql`true`;
  const tripsOfWhom = whose ? sql`and tr.id in (${whose.trips})` : sql``;
  return sql`
    select 'task' as kind, t.id, t.title, t.due_date::text as day, t.to_do_list_id as list_id, t.trip_id,
      t.user_id
    from todo_tasks t
    where t.due_date is not null and not t.done and ${within('t.due_date')} ${ofWhom('t')}
    union all
    select 'list', l.id, l.title, l.date_day::text, l.id, l.trip_id, l.user_id
    from todo_lists l
    where l.status <> 3 and ${within('l.date_day')} ${ofWhom('l')}
    union all
    select 'trip', tr.id, tr.trip_city, tr.when_day::text, null, tr.id, null
    from trips tr
    where ${within('tr.when_day')} ${tripsOfWhom}`;
}

interface ItemRow {
  kind: DatedItemKind;
  id: string;
  title: string;
  day: CalendarDay;
  list_id: string | null;
  trip_city: string | null;
}

/** The rows of a statement run through `execute`, which both drivers answer with `rows`. */
async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

const itemOf = (row: ItemRow): DatedItem => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  day: row.day,
  listId: row.list_id,
  tripCity: row.trip_city,
});

const withTripCity = (items: SQL) => sql`
  select items.kind, items.id, items.title, items.day, items.list_id, trips.trip_city
  from (${items}) as items left join trips on trips.id = items.trip_id`;

/** Every dated item the user plans now: a trip they were taken off is no longer theirs to read. */
export async function datedItemsOf(db: Db, userId: string): Promise<DatedItem[]> {
  const items = datedItemsSql({
    whose: { trips: sql`select trip_id from trip_members where user_id = ${userId}`, userId },
  });
  return (await rowsOf<ItemRow>(db, withTripCity(items))).map(itemOf);
}

/** A dated item with one of the people it is for, their zone, language and reminder settings. */
export interface ItemForPerson {
  item: DatedItem;
  userId: string;
  email: string;
  timeZone: string;
  language: Language;
  /** Null: the person never chose, and has the defaults. */
  settings: { email: boolean; daysBefore: number[]; time: string } | null;
  /** The reminders of this item already made for this person: the day each was for, and how early. */
  made: { day: CalendarDay; daysBefore: number }[];
}

interface PersonRow extends ItemRow {
  user_id: string;
  email: string;
  time_zone: string;
  language: Language;
  wants_email: boolean | null;
  days_before: number[] | string | null;
  time: string | null;
  made: { day: string; daysBefore: number }[] | string;
}

/** node-postgres gives a smallint[] as an array; PGlite as its text form, '{1,3}'. */
const numbersOf = (value: number[] | string): number[] =>
  typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : value;

const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The items dated within the window, each with every person it is for (the trip's members, or the owner
 * of a board of one's own), their settings and the reminders already made of it: one statement, which
 * the date indexes keep to the few days a reminder reaches, however many people have settings.
 */
export async function itemsForReminders(db: Db, window: Window): Promise<ItemForPerson[]> {
  const items = datedItemsSql({ window });
  const rows = await rowsOf<PersonRow>(
    db,
    sql`
    select items.kind, items.id, items.title, items.day, items.list_id, trips.trip_city,
      people.id as user_id, people.email, people.time_zone, people.language,
      settings.email as wants_email, settings.days_before, settings.time,
      coalesce((
        select json_agg(json_build_object('day', made.item_day::text, 'daysBefore', made.days_before))
        from reminder_deliveries made
        where made.user_id = people.id and made.item_kind = items.kind and made.item_id = items.id
      ), '[]'::json) as made
    from (${items}) as items
    left join trips on trips.id = items.trip_id
    cross join lateral (
      select m.user_id from trip_members m where m.trip_id = items.trip_id
      union all
      select items.user_id where items.user_id is not null
    ) as reader
    join users people on people.id = reader.user_id
    left join reminder_settings settings on settings.user_id = people.id`,
  );
  return rows.map((row) => ({
    item: itemOf(row),
    userId: row.user_id,
    email: row.email,
    timeZone: row.time_zone,
    language: row.language,
    settings:
      row.wants_email === null || row.days_before === null || row.time === null
        ? null
        : { email: row.wants_email, daysBefore: numbersOf(row.days_before), time: row.time },
    made: jsonOf(row.made),
  }));
}
