import type { AppNotification, TodoListAnswer } from '@wayfarer/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import type { Person } from '../trip/testing/shared-trip';
import { dueReminders, makeReminders } from './reminders';
import {
  companionsInZones,
  KIRITIMATI,
  lateEveningInSaoPaulo,
  moveTo,
  NEW_YORK,
  SAO_PAULO,
  TOKYO,
  type Companion,
} from './testing/companions-in-zones';

/*
 * A day is the same day for every member of a trip, whatever their zone: in the calendar feed, a list
 * written at 23:30 in São Paulo is her day in every member's calendar, Kiritimati's too; a reminder says
 * "today" and "tomorrow" as each member's own today has it; a change of zone reminds no one again of the
 * same item and day; and the bell holds one notification per item and day, the latest.
 */

const at = (iso: string) => Date.parse(iso);

describe.each(engines)('a day for every member, on %s', (engine) => {
  let t: TestApp;
  /** The app's time: the reminders are looked for at it. */
  let now = at('2026-12-07T02:30:00Z');
  let tripId: string;
  let ana: Companion;
  let bruno: Companion;
  let kenji: Companion;
  let kiri: Companion;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { clock: () => now });
    ({
      tripId,
      companions: [ana, bruno, kenji, kiri],
    } = await companionsInZones(t, [SAO_PAULO, NEW_YORK, TOKYO, KIRITIMATI]));
  });
  afterAll(() => t.close());

  const remindAt = async (instant: number) => {
    now = instant;
    return makeReminders(t.db, await dueReminders(t.db, now));
  };
  const newList = async (as: Person, title: string, day: { date: number; dateDay?: string }) => {
    const created = await as.call('POST', '/todolist', { ...listBody({ title }), ...day });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<TodoListAnswer>();
  };
  const bellOf = async (member: Person, title: string) => {
    const answer = await member.call('GET', '/notifications');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<AppNotification[]>().filter((notification) => notification.title.endsWith(title));
  };
  const feedOf = async (member: Person) => {
    const { url } = (await member.call('POST', '/calendar/feed')).json<{ url: string }>();
    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode, feed.body).toBe(200);
    return feed.body;
  };

  it('puts a list and the trip written late in São Paulo on her days in every member’s feed', async () => {
    const patched = await ana.call('PATCH', '/trip', { when: lateEveningInSaoPaulo('2027-02-15') });
    expect(patched.statusCode, patched.body).toBe(200);
    const list = await newList(ana, 'Museum day', { date: lateEveningInSaoPaulo('2026-12-06') });

    for (const member of [ana, bruno, kenji, kiri]) {
      const text = await feedOf(member);
      const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
      const eventOf = (uid: string) =>
        events.find((event) => String(event.getFirstPropertyValue('uid')).startsWith(uid));
      const days = (uid: string) => {
        const event = eventOf(uid);
        const start = event?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined;
        const end = event?.getFirstPropertyValue('dtend') as ICAL.Time | undefined;
        return { start: start?.toString(), allDay: start?.isDate, end: end?.toString() };
      };
      expect(days(`list-${list.id}@`), member.timeZone).toEqual({
        start: '2026-12-06',
        allDay: true,
        end: '2026-12-07',
      });
      expect(days(`trip-${tripId}@`), member.timeZone).toEqual({
        start: '2027-02-15',
        allDay: true,
        end: '2027-02-16',
      });
      expect(text).toContain('DTSTART;VALUE=DATE:20261206\r\n');
    }
  });

  it('says "today" of a list dated today, in each member’s zone', async () => {
    // 09:00 in São Paulo, 08:00 in New York, 21:00 in Tokyo: 10 June for the three.
    now = at('2031-06-10T12:00:00Z');
    await newList(ana, 'Passports', { date: now });

    await remindAt(now);
    for (const member of [ana, bruno, kenji]) {
      expect(await bellOf(member, 'Passports'), member.timeZone).toEqual([
        expect.objectContaining({
          title: 'To-do list today: Passports',
          body: 'The to-do list “Passports” (trip to Lisbon) is dated today, Tuesday, June 10, 2031.',
        }),
      ]);
    }
    // 11 June already in Kiritimati: the list's day is past there, and not reminded.
    expect(await bellOf(kiri, 'Passports')).toEqual([]);
  });

  it('reminds no one again of the same item and day when their zone changes', async () => {
    await newList(ana, 'Night train', { date: at('2031-08-21T12:00:00Z'), dateDay: '2031-08-21' });
    // 09:00 in New York, the day before.
    await remindAt(at('2031-08-20T13:00:00Z'));
    const [first, ...more] = await bellOf(bruno, 'Night train');
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      title: 'To-do list tomorrow: Night train',
      body: 'The to-do list “Night train” (trip to Lisbon) is dated tomorrow, Thursday, August 21, 2031.',
    });

    // Already 21 August at 01:00 in Tokyo, then 20 August at 14:00 in Honolulu, then 09:00 in Tokyo.
    await moveTo(bruno, TOKYO);
    await remindAt(at('2031-08-20T16:00:00Z'));
    await moveTo(bruno, 'Pacific/Honolulu');
    await remindAt(at('2031-08-21T00:00:00Z'));
    await moveTo(bruno, TOKYO);
    await remindAt(at('2031-08-21T00:30:00Z'));
    expect(await bellOf(bruno, 'Night train')).toEqual([first]);
  });

  it('holds one notification per item and day in the bell: a later reminder of it takes the earlier’s place', async () => {
    const settings = { email: false, daysBefore: [0, 1], time: '09:00' };
    expect((await kenji.call('PUT', '/reminders/settings', settings)).statusCode).toBe(200);
    await newList(ana, 'Tram passes', { date: at('2031-09-02T12:00:00Z'), dateDay: '2031-09-02' });

    // 09:00 in Tokyo, the day before and the day itself.
    await remindAt(at('2031-09-01T00:00:00Z'));
    expect((await bellOf(kenji, 'Tram passes')).map((notification) => notification.title)).toEqual([
      'To-do list tomorrow: Tram passes',
    ]);
    await remindAt(at('2031-09-02T00:00:00Z'));
    expect(await bellOf(kenji, 'Tram passes')).toEqual([
      expect.objectContaining({ title: 'To-do list today: Tram passes', read: false }),
    ]);
    // The other members, reminded the day before only, keep that one.
    expect((await bellOf(bruno, 'Tram passes')).map((notification) => notification.title)).toEqual([
      'To-do list tomorrow: Tram passes',
    ]);
  });
});
