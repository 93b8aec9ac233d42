import type { AppNotification, TodoListAnswer } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';
import { dueReminders, makeReminders, sendReminderMails } from './reminders';

/*
 * The reminder mails of a shared trip: none any more, even one already waiting, for a member taken off
 * the trip or leaving it.
 */

const at = (iso: string) => Date.parse(iso);
const silent = { warn: () => undefined };

describe.each(engines)('reminder mails, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const remindAt = async (now: number) => makeReminders(t.db, await dueReminders(t.db, now));
  const send = () => sendReminderMails(t.db, t.mailer, t.config.PUBLIC_URL, silent);
  /** The reminder mails a member received, by their footer (sign-up and invitations mail them too). */
  const mailsTo = (member: Person) =>
    t.smtp.mails.filter((mail) => mail.to === member.email && /this reminder|este lembrete/.test(mail.text));
  const notificationsOf = async (member: Person) =>
    (await member.call('GET', '/notifications')).json<AppNotification[]>();
  const newList = async (as: Person, title: string, date = at('2032-12-31T12:00:00Z')) => {
    const created = await as.call('POST', '/todolist', { ...listBody({ title }), date });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<TodoListAnswer>();
  };
  const newTask = async (as: Person, list: TodoListAnswer, title: string, dueDate: string) => {
    const created = await as.call('POST', '/todolist/tasks', {
      title,
      description: `${title}.`,
      toDoListId: list.id,
      dueDate,
    });
    expect(created.statusCode, created.body).toBe(201);
  };

  it('are dropped for a member removed, or leaving, once found: the bell keeps what they were told', async () => {
    const { owner, editor, viewer, tripId } = await sharedTrip(t);
    const list = await newList(owner, 'Consulate');
    await newTask(owner, list, 'Bring the passport', '2031-04-10');
    await remindAt(at('2031-04-09T09:00:00Z'));

    expect((await owner.call('DELETE', `/trips/${tripId}/members/${viewer.userId}`)).statusCode).toBe(204);
    expect((await editor.call('DELETE', `/trips/${tripId}/members/${editor.userId}`)).statusCode).toBe(204);
    expect(await send()).toBe(1);

    expect(mailsTo(owner).map((mail) => mail.subject)).toEqual(['Task due tomorrow: Bring the passport']);
    expect(mailsTo(viewer)).toEqual([]);
    expect(mailsTo(editor)).toEqual([]);
    for (const member of [viewer, editor]) {
      expect((await notificationsOf(member)).map((item) => item.title)).toEqual([
        'Task due tomorrow: Bring the passport',
      ]);
    }
  });
});
