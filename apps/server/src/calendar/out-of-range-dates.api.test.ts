import { LAST_DATE_MS, type TodoListAnswer, type TodoTask } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { todoLists, todoTasks } from '../todo/todo-schema';
import { trips } from '../trip/trip-schema';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';

/*
 * A date past the year 9999 is refused where the API takes one; a day already stored past it (written
 * before the bound, or by hand) leaves that item out of the calendar feed, not the whole feed. No
 * reader's zone moves a day: 9999's last is that day in every feed.
 */

const YEAR_10000 = Date.UTC(10000, 0, 1);
/** The day a row stored past 9999 holds. */
const DAY_IN_YEAR_10000 = '10000-01-01';

describe.each(engines)('dates past 9999, on %s', (engine) => {
  let t: TestApp;
  let owner: Person;
  let editor: Person;
  let tripId: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ owner, editor, tripId } = await sharedTrip(t));
  });
  afterAll(() => t.close());

  const created = async <T>(answer: Promise<{ statusCode: number; body: string; json<U>(): U }>) => {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };
  const newList = (title: string, date = Date.UTC(2031, 6, 4, 12)) =>
    created<TodoListAnswer>(owner.call('POST', '/todolist', listBody({ title, date })));
  const newTask = (list: TodoListAnswer, title: string, dueDate: string) =>
    created<TodoTask>(
      owner.call('POST', '/todolist/tasks', {
        title,
        description: `${title}.`,
        toDoListId: list.id,
        dueDate,
      }),
    );
  const feedOf = async (as: Person) => {
    const { url } = (await as.call('POST', '/calendar/feed')).json<{ url: string }>();
    return t.app.inject({ method: 'GET', url: new URL(url).pathname });
  };
  const uidsIn = (text: string) =>
    new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((event) => String(event.getFirstPropertyValue('uid')));

  it('a list, an entrance and an expense dated the year 10000 answer 400 naming the date', async () => {
    const list = await newList('Dated well');
    const refusals = [
      await owner.call('POST', '/todolist', listBody({ date: YEAR_10000 })),
      await owner.call('PATCH', '/todolist', { ...listBody(), id: list.id, date: YEAR_10000 }),
      await owner.call('POST', '/finances/entraces', {
        title: 'Salary',
        color: '#FFFD00',
        value: 300_000,
        date: YEAR_10000,
      }),
      await owner.call('POST', '/finances/expenses', {
        type: 1,
        title: 'Rent',
        color: '#FFFD00',
        value: 100_000,
        date: YEAR_10000,
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({
        error: 'invalid_request',
        message: 'Date must be epoch ms, from 1970 to the end of 9999.',
      });
    }
  });

  it('a list, a task and a trip stored past 9999 leave the feed readable, with every other item', async () => {
    const kept = await newList('Museum day');
    const keptTask = await newTask(kept, 'Book tickets', '2031-07-01');
    const farList = await newList('Far list');
    const farTask = await newTask(kept, 'Far task', '2031-07-02');
    await t.db.update(todoLists).set({ dateDay: DAY_IN_YEAR_10000 }).where(eq(todoLists.id, farList.id));
    await t.db.update(todoTasks).set({ dueDate: '10000-01-01' }).where(eq(todoTasks.id, farTask.id));
    await t.db.update(trips).set({ whenDay: DAY_IN_YEAR_10000 }).where(eq(trips.id, tripId));

    for (const reader of [owner, editor]) {
      const feed = await feedOf(reader);
      expect(feed.statusCode, feed.body).toBe(200);
      const uids = uidsIn(feed.body);
      expect(uids.some((uid) => uid.startsWith(`list-${kept.id}@`))).toBe(true);
      expect(uids.some((uid) => uid.startsWith(`task-${keptTask.id}@`))).toBe(true);
      for (const gone of [`list-${farList.id}@`, `task-${farTask.id}@`, `trip-${tripId}@`]) {
        expect(
          uids.some((uid) => uid.startsWith(gone)),
          gone,
        ).toBe(false);
      }
    }
  });

  it('a list on the last day of 9999 is on that day in every member’s feed, one whose zone is already in 10000 too', async () => {
    const fresh = await sharedTrip(t);
    const lastDay = await created<TodoListAnswer>(
      fresh.owner.call('POST', '/todolist', listBody({ title: 'Last day', date: LAST_DATE_MS - 3_600_000 })),
    );
    const ahead = await fresh.editor.call('PATCH', '/user', { timeZone: 'Pacific/Kiritimati' });
    expect(ahead.statusCode).toBe(200);
    for (const reader of [fresh.owner, fresh.editor]) {
      const feed = await feedOf(reader);
      expect(feed.statusCode, feed.body).toBe(200);
      const event = new ICAL.Component(ICAL.parse(feed.body))
        .getAllSubcomponents('vevent')
        .find((one) => String(one.getFirstPropertyValue('uid')).startsWith(`list-${lastDay.id}@`));
      expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('9999-12-31');
      // Its end, the first day of 10000, has no DATE to write: the event lasts its one day without one.
      expect(event?.getFirstPropertyValue('dtend')).toBeNull();
    }
  });
});
