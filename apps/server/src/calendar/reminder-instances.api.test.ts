import { dayIn, type AppNotification, type TodoListAnswer } from '@wayfarer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { listBody } from '../todo/testing/todo-client';
import { person } from '../trip/testing/shared-trip';

/*
 * A reminder happens once however many instances look for it, and whichever of them stops: two
 * instances poll every second on one database, one is stopped and another started while the reminder
 * is due, and the user has one e-mail and one notification.
 */
describe.each(engines)('a due reminder with several instances, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { REMINDER_POLL_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('is sent once, through a restart of one instance', async () => {
    const second = await t.anotherInstance();
    const me = await person(t, 'Rita Reminded');
    await me.call('PUT', '/reminders/settings', { email: true, daysBefore: [0], time: '00:00' });
    const list = (await me.call('POST', '/todolist', listBody({ title: 'Today' }))).json<TodoListAnswer>();
    const task = await me.call('POST', '/todolist/tasks', {
      title: 'Post the form',
      description: 'Before noon.',
      toDoListId: list.id,
      dueDate: dayIn(Date.now(), 'UTC'),
    });
    expect(task.statusCode).toBe(201);

    const mail = await t.smtp.nextMailTo(me.email, 10_000);
    expect(mail.subject).toBe('Task due today: Post the form');
    await second.close();
    const third = await t.anotherInstance();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await third.close();

    const mails = t.smtp.mails.filter((caught) => caught.to === me.email && caught.subject === mail.subject);
    expect(mails).toHaveLength(1);
    const notifications = (await me.call('GET', '/notifications')).json<AppNotification[]>();
    expect(notifications.filter((item) => item.title === mail.subject)).toHaveLength(1);
  });
});
