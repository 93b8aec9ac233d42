import type { AppNotification, ReminderSettings, TodoListAnswer, TodoTask } from '@wayfarer/core';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { person, sharedTrip, type Person } from '../trip/testing/shared-trip';
import { dueReminders, makeReminders, sendReminderMails } from './reminders';

/*
 * Dates that act: due days on tasks, the account's time zone, reminder settings, the reminders each
 * member of a shared trip gets by their own settings (once each, again for a moved date, none once taken
 * off the trip), their notifications, and the private calendar feed read back by an ICS parser.
 */

const at = (iso: string) => Date.parse(iso);
const silent = { warn: () => undefined };

describe.each(engines)('dates, reminders and the calendar feed, on %s', (engine) => {
  let t: TestApp;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  let stranger: Person;
  let tripId: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ owner, editor, viewer, stranger, tripId } = await sharedTrip(t));
  });
  afterAll(() => t.close());

  const json = async <T>(
    answer: Promise<{ statusCode: number; json<U>(): U; body: string }>,
    status = 200,
  ) => {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const newList = (as: Person, title: string, date = Date.now() + 30 * 86_400_000) =>
    json<TodoListAnswer>(as.call('POST', '/todolist', { ...listBody({ title }), date }), 201);
  const newTask = (as: Person, list: TodoListAnswer, title: string, dueDate?: string | null) =>
    json<TodoTask>(
      as.call('POST', '/todolist/tasks', {
        title,
        description: `${title}.`,
        toDoListId: list.id,
        ...(dueDate !== undefined && { dueDate }),
      }),
      201,
    );
  const notificationsOf = (as: Person) => json<AppNotification[]>(as.call('GET', '/notifications'));
  const remindAt = async (now: number) => makeReminders(t.db, await dueReminders(t.db, now));

  describe('the account’s time zone', () => {
    it('is UTC until told, takes any IANA zone, and refuses another with 400 naming it', async () => {
      const me = await person(t);
      expect(await json(me.call('GET', '/user'))).toMatchObject({ timeZone: 'UTC' });
      expect(await json(me.call('PATCH', '/user', { timeZone: 'America/Sao_Paulo' }))).toMatchObject({
        timeZone: 'America/Sao_Paulo',
      });
      expect(await json(me.call('GET', '/user'))).toMatchObject({ timeZone: 'America/Sao_Paulo' });
      for (const timeZone of ['Mars/Olympus', '', 'UTC+3', 42]) {
        const refused = await me.call('PATCH', '/user', { timeZone });
        expect(refused.statusCode, String(timeZone)).toBe(400);
        expect(refused.json<{ message: string }>().message).toMatch(/Time zone/);
      }
    });
  });

  describe('a task’s due day', () => {
    it('is given at creation, changed, cleared, and in the board’s answer', async () => {
      const list = await newList(owner, 'Visa papers');
      const task = await newTask(owner, list, 'Book the appointment', '2030-06-10');
      expect(task).toMatchObject({ dueDate: '2030-06-10', status: false });
      expect((await newTask(owner, list, 'Photos')).dueDate).toBeNull();

      expect(
        (await owner.call('PATCH', '/todolist/tasks', { id: task.id, dueDate: '2030-06-12' })).statusCode,
      ).toBe(204);
      const read = async () =>
        (await json<TodoListAnswer[]>(editor.call('GET', '/todolist')))
          .find((item) => item.id === list.id)
          ?.toDoListTasks.find((item) => item.id === task.id);
      expect(await read()).toMatchObject({ dueDate: '2030-06-12', status: false });
      expect((await owner.call('PATCH', '/todolist/tasks', { id: task.id, status: true })).statusCode).toBe(
        204,
      );
      expect(await read()).toMatchObject({ dueDate: '2030-06-12', status: true });
      expect((await owner.call('PATCH', '/todolist/tasks', { id: task.id, dueDate: null })).statusCode).toBe(
        204,
      );
      expect(await read()).toMatchObject({ dueDate: null });
    });

    it('refuses a day that is not real or outside 1970–9999 with 400 naming dueDate; a viewer may not set one', async () => {
      const list = await newList(owner, 'Dates to check');
      const task = await newTask(owner, list, 'Check');
      for (const dueDate of ['2030-02-30', '1969-12-31', '10000-01-01', '2030-6-1', 'tomorrow', 20300610]) {
        const created = await owner.call('POST', '/todolist/tasks', {
          title: 'Bad',
          description: 'Bad.',
          toDoListId: list.id,
          dueDate,
        });
        expect(created.statusCode, String(dueDate)).toBe(400);
        expect(created.json<{ message: string }>().message).toMatch(/Due date/);
        const edited = await owner.call('PATCH', '/todolist/tasks', { id: task.id, dueDate });
        expect(edited.statusCode, String(dueDate)).toBe(400);
      }
      expect((await owner.call('PATCH', '/todolist/tasks', { id: task.id })).statusCode).toBe(400);
      const refused = await viewer.call('PATCH', '/todolist/tasks', { id: task.id, dueDate: '2030-01-01' });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('reminder settings', () => {
    it('start as an e-mail the day before at 09:00, and are replaced whole', async () => {
      const me = await person(t);
      expect(await json(me.call('GET', '/reminders/settings'))).toEqual({
        email: true,
        daysBefore: [1],
        time: '09:00',
      });
      const chosen: ReminderSettings = { email: false, daysBefore: [7, 0, 2], time: '18:30' };
      expect(await json(me.call('PUT', '/reminders/settings', chosen))).toEqual({
        ...chosen,
        daysBefore: [0, 2, 7],
      });
      expect(await json(me.call('GET', '/reminders/settings'))).toEqual({
        ...chosen,
        daysBefore: [0, 2, 7],
      });
    });

    it('refuse days past 14, a day twice, a time that is not HH:MM, with 400 naming the field', async () => {
      const me = await person(t);
      const bodies: [object, RegExp][] = [
        [{ email: true, daysBefore: [15], time: '09:00' }, /days? /i],
        [{ email: true, daysBefore: [1, 1], time: '09:00' }, /days? /i],
        [{ email: true, daysBefore: [-1], time: '09:00' }, /days? /i],
        [{ email: true, daysBefore: [1], time: '24:00' }, /^Time /],
        [{ email: true, daysBefore: [1], time: '9:00' }, /^Time /],
        [{ email: 'yes', daysBefore: [1], time: '09:00' }, /^E-mail /],
      ];
      for (const [body, field] of bodies) {
        const refused = await me.call('PUT', '/reminders/settings', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json<{ message: string }>().message).toMatch(field);
      }
    });
  });

  describe('reminders', () => {
    it('reach every member by their own settings, once each, with a mail only for those who want one', async () => {
      await json(editor.call('PUT', '/reminders/settings', { email: false, daysBefore: [0], time: '00:00' }));
      await json(editor.call('PATCH', '/user', { timeZone: 'Asia/Tokyo' }));
      const list = await newList(owner, 'Consulate');
      const task = await newTask(owner, list, 'Bring the passport', '2031-03-10');
      await newTask(owner, list, 'Already done', '2031-03-10').then((done) =>
        owner.call('PATCH', '/todolist/tasks', { id: done.id, status: true }),
      );

      // The owner and the viewer (the day before at 09:00 UTC); the editor not yet (the day itself, Tokyo).
      expect(await remindAt(at('2031-03-09T08:59:00Z'))).toBe(0);
      const twice = await Promise.all([
        remindAt(at('2031-03-09T09:00:00Z')),
        remindAt(at('2031-03-09T09:00:00Z')),
      ]);
      expect(twice[0] + twice[1]).toBe(2);
      expect(await remindAt(at('2031-03-09T12:00:00Z'))).toBe(0);
      for (const member of [owner, viewer]) {
        const [reminder] = await notificationsOf(member);
        expect(reminder).toMatchObject({
          title: 'Task due tomorrow: Bring the passport',
          body: 'The task “Bring the passport” (trip to Tokyo) is due tomorrow, Monday, March 10, 2031.',
          link: `/todolist?list=${list.id}`,
          read: false,
        });
        expect((await notificationsOf(member)).filter((item) => item.title.includes('Already done'))).toEqual(
          [],
        );
      }
      expect(await notificationsOf(editor)).toEqual([]);
      expect(await notificationsOf(stranger)).toEqual([]);

      expect(await remindAt(at('2031-03-09T15:00:00Z'))).toBe(1);
      expect((await notificationsOf(editor))[0]?.title).toBe('Task due today: Bring the passport');

      expect(await sendReminderMails(t.db, t.mailer, t.config.PUBLIC_URL, silent)).toBe(2);
      for (const member of [owner, viewer]) {
        const mail = await t.smtp.nextMailTo(member.email);
        expect(mail.subject).toBe('Task due tomorrow: Bring the passport');
        expect(mail.link).toBe(`${t.config.PUBLIC_URL}/todolist?list=${list.id}`);
      }
      expect(await sendReminderMails(t.db, t.mailer, t.config.PUBLIC_URL, silent)).toBe(0);
      expect(
        t.smtp.mails.filter((mail) => mail.to === editor.email && mail.subject.includes('passport')),
      ).toEqual([]);

      // A date moved after its reminder was sent is reminded again, for the new day.
      await owner.call('PATCH', '/todolist/tasks', { id: task.id, dueDate: '2031-03-12' });
      expect(await remindAt(at('2031-03-11T09:00:00Z'))).toBe(2);
      expect((await notificationsOf(owner))[0]?.body).toMatch(/due tomorrow, Wednesday, March 12, 2031/);
    });

    it('come for a list’s day and the trip’s day, and stop for a member taken off the trip', async () => {
      const trip = await json<{ when: number }>(owner.call('GET', '/trip'));
      const tripDay = new Date(trip.when).toISOString().slice(0, 10);
      const dayBefore = Date.parse(`${tripDay}T09:00:00Z`) - 86_400_000;
      await remindAt(dayBefore);
      expect((await notificationsOf(viewer)).map((item) => item.title)).toContain(
        'Your trip to Tokyo is tomorrow',
      );

      const list = await newList(owner, 'Pack the bags', at('2031-05-20T12:00:00Z'));
      await owner.call('DELETE', `/trips/${tripId}/members/${viewer.userId}`);
      await remindAt(at('2031-05-19T09:00:00Z'));
      const titles = (as: Person) => notificationsOf(as).then((items) => items.map((item) => item.title));
      expect(await titles(owner)).toContain('To-do list tomorrow: Pack the bags');
      expect(await titles(viewer)).not.toContain('To-do list tomorrow: Pack the bags');
      expect(list.id).toBeTruthy();
    });
  });

  describe('notifications', () => {
    it('are marked read by their own user only', async () => {
      const [first] = await notificationsOf(owner);
      expect(first).toBeDefined();
      expect((await stranger.call('PATCH', `/notifications/${first!.id}`, { read: true })).statusCode).toBe(
        404,
      );
      expect(await json(owner.call('PATCH', `/notifications/${first!.id}`, { read: true }))).toMatchObject({
        id: first!.id,
        read: true,
      });
      expect((await notificationsOf(owner))[0]).toMatchObject({ id: first!.id, read: true });
      expect((await owner.call('PATCH', `/notifications/${first!.id}`, { read: false })).statusCode).toBe(
        400,
      );
      expect((await owner.call('PATCH', '/notifications/not-an-id', { read: true })).statusCode).toBe(400);
    });
  });

  describe('the calendar feed', () => {
    const events = (text: string) =>
      new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => ({
        uid: String(event.getFirstPropertyValue('uid')),
        summary: String(event.getFirstPropertyValue('summary')),
        start: event.getFirstPropertyValue('dtstart') as ICAL.Time,
      }));
    const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

    it('is made, shown again, replaced (the old address stops) and deleted', async () => {
      const me = await person(t);
      expect(await json(me.call('GET', '/calendar/feed'))).toEqual({ url: null });
      const { url } = await json<{ url: string }>(me.call('POST', '/calendar/feed'));
      expect(url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
      expect(await json(me.call('GET', '/calendar/feed'))).toEqual({ url });
      expect((await read(url)).statusCode).toBe(200);

      const replaced = await json<{ url: string }>(me.call('POST', '/calendar/feed'));
      expect(replaced.url).not.toBe(url);
      expect((await read(url)).statusCode).toBe(404);
      expect((await read(replaced.url)).statusCode).toBe(200);

      expect((await me.call('DELETE', '/calendar/feed')).statusCode).toBe(204);
      expect((await read(replaced.url)).statusCode).toBe(404);
      expect(await json(me.call('GET', '/calendar/feed'))).toEqual({ url: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(400);
    });

    it('titles the events in the reader’s language, the items’ own titles and cities as written', async () => {
      const fresh = await sharedTrip(t);
      const list = await newList(fresh.owner, 'Museum day', at('2031-07-04T12:00:00Z'));
      const task = await newTask(fresh.owner, list, 'Book tickets', '2031-07-01');
      expect((await fresh.editor.call('PATCH', '/user', { language: 'pt-BR' })).statusCode).toBe(200);
      const { url } = await json<{ url: string }>(fresh.editor.call('POST', '/calendar/feed'));
      const items = events((await read(url)).body);
      const byUid = (uid: string) => items.find((event) => event.uid.startsWith(uid));
      expect(byUid(`task-${task.id}`)).toMatchObject({ summary: 'Prazo: Book tickets · Tokyo' });
      expect(byUid(`list-${list.id}`)).toMatchObject({ summary: 'Museum day · Tokyo' });
      expect(byUid(`trip-${fresh.tripId}`)).toMatchObject({ summary: 'Viagem para Tokyo' });

      // A change of language is a change of the document, not the copy kept for an unchanged feed.
      expect((await fresh.editor.call('PATCH', '/user', { language: 'en' })).statusCode).toBe(200);
      const again = events((await read(url)).body);
      expect(again.find((event) => event.uid.startsWith(`trip-${fresh.tripId}`))).toMatchObject({
        summary: 'Trip to Tokyo',
      });
    });

    it('holds a shared trip’s dated items for each member, all-day with stable UIDs, and none once removed', async () => {
      const fresh = await sharedTrip(t);
      const list = await newList(fresh.owner, 'Museum day', at('2031-07-04T12:00:00Z'));
      const task = await newTask(fresh.owner, list, 'Book tickets', '2031-07-01');
      const { url } = await json<{ url: string }>(fresh.viewer.call('POST', '/calendar/feed'));

      const answer = await read(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(answer.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(answer.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
      expect(answer.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      const items = events(answer.body);
      const byUid = (uid: string) => items.find((event) => event.uid.startsWith(uid));
      expect(byUid(`task-${task.id}`)).toMatchObject({ summary: 'Due: Book tickets · Tokyo' });
      expect(byUid(`task-${task.id}`)?.start.toString()).toBe('2031-07-01');
      expect(byUid(`task-${task.id}`)?.start.isDate).toBe(true);
      expect(byUid(`list-${list.id}`)).toMatchObject({ summary: 'Museum day · Tokyo' });
      expect(byUid(`list-${list.id}`)?.start.toString()).toBe('2031-07-04');
      expect(byUid(`trip-${fresh.tripId}`)).toMatchObject({ summary: 'Trip to Tokyo' });
      expect(events((await read(url)).body).map((event) => event.uid)).toEqual(
        items.map((event) => event.uid),
      );

      await fresh.owner.call('DELETE', `/trips/${fresh.tripId}/members/${fresh.viewer.userId}`);
      const after = events((await read(url)).body);
      expect(
        after.filter((event) => event.uid.includes(list.id) || event.uid.includes(fresh.tripId)),
      ).toEqual([]);
    });
  });
});
