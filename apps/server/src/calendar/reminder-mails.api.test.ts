import type { AppNotification, TodoListAnswer } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { sharedTrip, type Person } from '../trip/testing/shared-trip';
import { dueReminders, makeReminders, sendReminderMails } from './reminders';

/*
 * The reminder mails of a shared trip: one a day for each member with every item due for them, in their
 * language, while the bell keeps one notification per item; none any more, even one already waiting, for
 * a member taken off the trip or leaving it.
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

  it('go once a day to each member, all that day’s items in one mail in their language, on instances sending at once', async () => {
    const { owner, editor, viewer } = await sharedTrip(t);
    expect((await viewer.call('PATCH', '/user', { language: 'pt-BR' })).statusCode).toBe(200);
    const today = { email: true, daysBefore: [0, 1], time: '09:00' };
    expect((await editor.call('PUT', '/reminders/settings', today)).statusCode).toBe(200);
    const visa = await newList(owner, 'Visa');
    const bags = await newList(owner, 'Pack the bags', at('2031-06-11T12:00:00Z'));
    for (let index = 1; index <= 34; index++) {
      await newTask(owner, index % 2 ? visa : bags, `Task ${String(index).padStart(2, '0')}`, '2031-06-11');
    }

    expect(await remindAt(at('2031-06-10T09:00:00Z'))).toBe(35 * 3);
    expect(await Promise.all([send(), send()]).then(([one, other]) => one + other)).toBe(3);

    const [ownerMail, ...more] = mailsTo(owner);
    expect(more).toEqual([]);
    expect(ownerMail?.subject).toBe('To-do list tomorrow: Pack the bags, and 34 more reminder(s)');
    expect(ownerMail?.link).toBe(`${t.config.PUBLIC_URL}/`);
    const lines = ownerMail?.text.split('\n') ?? [];
    expect(lines).toContain('You have 35 reminders:');
    expect(lines).toContain(
      'The to-do list “Pack the bags” (trip to Tokyo) is dated tomorrow, Wednesday, June 11, 2031.',
    );
    expect(lines).toContain('The task “Task 01” (trip to Tokyo) is due tomorrow, Wednesday, June 11, 2031.');
    expect(lines.filter((line) => line.startsWith('The task '))).toHaveLength(29);
    expect(lines).toContain('…and 5 more, listed under the bell in Wayfarer.');

    const [editorMail, ...editorMore] = mailsTo(editor);
    expect(editorMore).toEqual([]);
    expect(editorMail?.subject).toBe(ownerMail?.subject);

    const [viewerMail, ...viewerMore] = mailsTo(viewer);
    expect(viewerMore).toEqual([]);
    expect(viewerMail?.subject).toBe('Lista de tarefas amanhã: Pack the bags, e mais 34 lembretes');
    expect(viewerMail?.text).toContain('Você tem 35 lembretes:');

    for (const member of [owner, editor, viewer]) {
      expect(await notificationsOf(member), member.name).toHaveLength(35);
    }

    // An item dated later that day is in the bell: the day's mail went already.
    await newTask(owner, visa, 'Late addition', '2031-06-11');
    expect(await remindAt(at('2031-06-10T15:00:00Z'))).toBe(3);
    expect(await send()).toBe(0);
    expect((await notificationsOf(owner))[0]?.title).toBe('Task due tomorrow: Late addition');

    // The editor is reminded on the day too: the next day's reminders are the next day's mail.
    expect(await remindAt(at('2031-06-11T09:00:00Z'))).toBe(36);
    expect(await send()).toBe(1);
    expect(mailsTo(editor).map((mail) => mail.subject)).toEqual([
      'To-do list tomorrow: Pack the bags, and 34 more reminder(s)',
      'To-do list today: Pack the bags, and 35 more reminder(s)',
    ]);
  });
});
