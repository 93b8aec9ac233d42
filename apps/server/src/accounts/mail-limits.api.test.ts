import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';

/*
 * Before, 30 requests sent 30 mails to a victim. Mails asked for by a visitor (password reset, the
 * confirmation at registration and again at each sign-in of an unconfirmed account) are limited per
 * e-mail and per client address.
 */
describe.each(engines)('mail limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { MAIL_MAX_PER_EMAIL: '2', MAIL_MAX_PER_ADDRESS: '4' });
  });
  afterAll(() => t.close());

  let block = 0;
  const newAddress = () => {
    block += 1;
    return `10.20.${block}.1`;
  };
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
  const mailsTo = (email: string) => t.smtp.mails.filter((mail) => mail.to === email).length;

  it('sends at most the limit of mails to one e-mail, then answers 429 saying when to retry', async () => {
    // The confirmation mail of the sign-up is the first of the two.
    const { email } = await signUp(t);
    expect((await post('/forgetpassword', { email }, newAddress())).statusCode).toBe(200);
    await t.smtp.nextMailTo(email);
    const third = await post('/forgetpassword', { email }, newAddress());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      error: 'too_many_mails',
      message:
        'Too many e-mails were asked for this address. Check your mailbox and spam folder. Try again in 60 minute(s).',
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
    await expect(t.smtp.nextMailTo(email, 300)).rejects.toThrow(/no mail/);
  });

  it('limits the mails one address asks for, whatever the e-mails', async () => {
    const from = newAddress();
    const victims = Array.from({ length: 5 }, () => uniqueEmail('victim'));
    const statuses = [];
    for (const email of victims) {
      const body = { name: 'Victim', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
      statuses.push((await post('/user', body, from)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await t.smtp.nextMailTo(victims[3]!);
    expect(mailsTo(victims[4]!)).toBe(0);
  });

  it('counts the reset requests of one address for e-mails no account has, as it counts the mails', async () => {
    const from = newAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post('/forgetpassword', { email: uniqueEmail('nobody') }, from)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    const refused = await post('/forgetpassword', { email: uniqueEmail('nobody') }, from);
    expect(refused.json().error).toBe('too_many_mails');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // An account's own reset from that address is refused too: the address is what is counted.
    const { email } = await signUp(t);
    expect((await post('/forgetpassword', { email }, from)).statusCode).toBe(429);
  });

  it('counts the confirmation sent again at each sign-in of an unconfirmed account', async () => {
    const email = uniqueEmail('unconfirmed');
    const from = newAddress();
    const body = { name: 'Ana', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
    expect((await post('/user', body, from)).statusCode).toBe(200);
    const login = () => post('/login', { email, password: STRONG_PASSWORD }, from);
    expect((await login()).statusCode).toBe(203);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('too_many_mails');
    await t.smtp.nextMailTo(email);
    await t.smtp.nextMailTo(email);
    expect(mailsTo(email)).toBe(2);
  });
});
