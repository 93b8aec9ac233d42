import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { newTrip, person } from '../trip/testing/shared-trip';

/*
 * Every mail goes to one person: an address that is a list, a display name or two addresses side by
 * side is refused wherever an address is taken, before any mail, and the mailer itself sends to one
 * mailbox or to no one.
 */

const NOT_ONE_MAILBOX = [
  Array.from({ length: 26 }, (_, index) => `v${index}@ex.io`).join(','),
  'v0@ex.io;v1@ex.io',
  '"a" <a@b.io>',
  'a@b.io b@c.io',
];

describe.each(engines)('one recipient per mail, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

  it.each(NOT_ONE_MAILBOX)(
    'a sign-up for %j answers 400 naming the e-mail, and mails no one',
    async (email) => {
      const before = t.smtp.mails.length;
      const answer = await post('/user', {
        name: 'Mallory',
        email,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: 'invalid_request',
        message: 'Enter a valid e-mail address.',
      });
      expect(t.smtp.mails.slice(before)).toEqual([]);
    },
  );

  it.each(NOT_ONE_MAILBOX)(
    'a sign-in and a password reset for %j answer 400, and mail no one',
    async (email) => {
      const before = t.smtp.mails.length;
      expect((await post('/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(400);
      expect((await post('/forgetpassword', { email })).statusCode).toBe(400);
      expect(t.smtp.mails.slice(before)).toEqual([]);
    },
  );

  it('an invitation to a list answers 400 naming the e-mail, and mails no one', async () => {
    const owner = await person(t, 'Olga Owner');
    const tripId = await newTrip(owner);
    const before = t.smtp.mails.length;
    for (const email of NOT_ONE_MAILBOX) {
      const answer = await owner.call('POST', `/trips/${tripId}/invitations`, { email, role: 'editor' });
      expect(answer.statusCode, email).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe('Enter a valid e-mail address.');
    }
    expect(t.smtp.mails.slice(before)).toEqual([]);
  });

  it('still takes the addresses people type: case, plus-addressing, subdomains and punycode', async () => {
    for (const email of ['Ana.Souza+trip@Mail.Example.com', 'joao@xn--caf-dma.com.br']) {
      const before = t.smtp.mails.length;
      const answer = await post('/user', {
        name: 'Ana',
        email,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      });
      expect(answer.statusCode, email).toBe(200);
      // The catcher's parser shows a punycode domain in Unicode: the one mail is what counts here.
      expect(t.smtp.mails.slice(before).map((mail) => mail.subject)).toEqual([expect.any(String)]);
    }
  });

  it('the mailer refuses a list rather than sending it to each address', async () => {
    const before = t.smtp.mails.length;
    const mail = { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', link: 'http://localhost/' };
    for (const to of NOT_ONE_MAILBOX) {
      await expect(t.mailer.send({ ...mail, to })).rejects.toThrow(/one mailbox/);
    }
    expect(t.smtp.mails.slice(before)).toEqual([]);
  });
});
