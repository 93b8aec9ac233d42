import { dayIn } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripMembers, trips } from '../trip/trip-schema';
import { hashToken } from '../http/auth';
import { STRONG_PASSWORD, signUp, tokenFromLink, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { mailTokens, sessions, users } from './accounts-schema';

const HOUR = 3_600_000;

describe.each(engines)('accounts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const register = (body: object) => t.app.inject({ method: 'POST', url: '/api/user/', payload: body });
  const login = (email: string, password = STRONG_PASSWORD, remember?: boolean) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password, remember } });
  const newUser = (email = uniqueEmail()) => ({
    name: 'Ana Traveller',
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
  });

  describe('register', () => {
    it('answers 200 and mails a confirmation link with a text and an HTML part', async () => {
      const email = uniqueEmail();
      const response = await register(newUser(email));
      expect(response.statusCode).toBe(200);
      const mail = await t.smtp.nextMailTo(email);
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/confirmemail\/[A-Za-z0-9_-]{43}$/);
      expect(mail.text).toContain('48 hours');
      expect(mail.html).toContain(mail.link);
    });

    it('answers 201 when the e-mail is already used, whatever its case', async () => {
      const email = uniqueEmail();
      await register(newUser(email));
      const again = await register(newUser(email.toUpperCase()));
      expect(again.statusCode).toBe(201);
      const rows = await t.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    });

    it.each([
      [
        'a missing name',
        { email: uniqueEmail(), password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
        'Name',
      ],
      ['an invalid e-mail', { ...newUser('not-an-email') }, 'e-mail'],
      ['a weak password', { ...newUser(), password: 'weakpass', confirmPassword: 'weakpass' }, 'password'],
      ['a different confirmation', { ...newUser(), confirmPassword: 'Other2026x' }, 'Passwords'],
      ['a number for a name', { ...newUser(), name: 42 }, 'Name'],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', message: expect.stringContaining(field) });
    });

    it('refuses a 1 MB name without storing anything', async () => {
      const response = await register({ ...newUser(), name: 'x'.repeat(1024 * 1024) });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('error');
    });

    it('answers 400 for invalid JSON and for no body at all', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Ana",',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toHaveProperty('message');
      const empty = await t.app.inject({ method: 'POST', url: '/api/user' });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('confirm e-mail', () => {
    it('answers 200 once, then 203 for the same token', async () => {
      const email = uniqueEmail();
      await register(newUser(email));
      const token = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      const first = await t.app.inject({ method: 'PATCH', url: `/api/confirmemail/${token}` });
      expect(first.statusCode).toBe(200);
      const second = await t.app.inject({ method: 'PATCH', url: `/api/confirmemail/${token}` });
      expect(second.statusCode).toBe(203);
    });

    it('answers 404 for an unknown token and 400 for one that cannot be ours', async () => {
      const unknown = await t.app.inject({ method: 'PATCH', url: `/api/confirmemail/${'A'.repeat(43)}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('invalid_token');
      const malformed = await t.app.inject({ method: 'PATCH', url: '/api/confirmemail/%3Cscript%3E' });
      expect(malformed.statusCode).toBe(400);
    });

    it('answers 410 once the 48 hours are over', async () => {
      const email = uniqueEmail();
      await register(newUser(email));
      const token = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      await t.db
        .update(mailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(mailTokens.tokenHash, hashToken(token)));
      const response = await t.app.inject({ method: 'PATCH', url: `/api/confirmemail/${token}` });
      expect(response.statusCode).toBe(410);
    });

    it('gives a confirmation token a 48-hour life', async () => {
      const email = uniqueEmail();
      await register(newUser(email));
      const token = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      const [row] = await t.db
        .select()
        .from(mailTokens)
        .where(eq(mailTokens.tokenHash, hashToken(token)));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(48 * HOUR, -4);
    });
  });

  describe('login', () => {
    it('answers 203 and mails the confirmation again while the e-mail is not confirmed', async () => {
      const email = uniqueEmail();
      await register(newUser(email));
      await t.smtp.nextMailTo(email);
      const response = await login(email);
      expect(response.statusCode).toBe(203);
      expect(response.json()).not.toHaveProperty('result');
      const resent = await t.smtp.nextMailTo(email);
      const confirmed = await t.app.inject({
        method: 'PATCH',
        url: `/api/confirmemail/${tokenFromLink(resent.link)}`,
      });
      expect(confirmed.statusCode).toBe(200);
    });

    it('answers 201 with a token for a user with no trip, 200 once a trip exists', async () => {
      const { email, token } = await signUp(t);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const [trip] = await t.db
        .insert(trips)
        .values({
          currentCity: 'Lisbon',
          currentCountry: 'Portugal',
          currentCountrySlug: 'PT',
          tripCity: 'Tokyo',
          tripCountry: 'Japan',
          tripCountrySlug: 'JP',
          tripLat: 35.68,
          tripLon: 139.69,
          whenDay: dayIn(Date.now() + 365 * 24 * HOUR, 'UTC'),
        })
        .returning();
      await t.db
        .insert(tripMembers)
        .values({ tripId: trip!.id, userId: user!.id, role: 'owner', current: true });
      const response = await login(email);
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('compares e-mails case-insensitively', async () => {
      const { email } = await signUp(t);
      const response = await login(`  ${email.toUpperCase()} `);
      expect(response.statusCode).toBe(201);
    });

    it('answers 401 for a wrong password and for an unknown e-mail, alike', async () => {
      const { email } = await signUp(t);
      const wrong = await login(email, 'Wrong2026pass');
      expect(wrong.statusCode).toBe(401);
      const unknown = await login(uniqueEmail());
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('stores only a hash of the session token, living 12 hours, or 30 days with remember', async () => {
      const { email } = await signUp(t);
      const short = (await login(email)).json().result as string;
      const long = (await login(email, STRONG_PASSWORD, true)).json().result as string;
      const lifetime = async (token: string) => {
        const [row] = await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        return row!.expiresAt.getTime() - row!.createdAt.getTime();
      };
      expect(await lifetime(short)).toBeCloseTo(12 * HOUR, -4);
      expect(await lifetime(long)).toBeCloseTo(30 * 24 * HOUR, -4);
      const stored = await t.db.select({ hash: sessions.tokenHash }).from(sessions);
      expect(stored.map((row) => row.hash)).not.toContain(short);
    });

    it('answers 429 after five failures for one e-mail, even with the right password', async () => {
      const { email } = await signUp(t);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login(email, 'Wrong2026pass')).statusCode).toBe(401);
      }
      const locked = await login(email);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBeDefined();
      expect(locked.json().error).toBe('too_many_attempts');
    });

    it.each([
      ['no password', { email: 'a@b.co' }],
      ['a number as password', { email: 'a@b.co', password: 12345678 }],
      ['a string for remember', { email: 'a@b.co', password: 'x', remember: 'yes' }],
      ['a 1 MB e-mail', { email: `${'a'.repeat(1024 * 1024)}@b.co`, password: 'x' }],
    ])('answers 4xx for %s', async (_case, body) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: body });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    });
  });

  describe('session', () => {
    it('GET /user answers the profile for a valid token and 401 otherwise', async () => {
      const { email, name, auth } = await signUp(t);
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ name, email, photo: 'default.jpeg', timeZone: 'UTC', language: 'en' });
      const none = await t.app.inject({ method: 'GET', url: '/api/user' });
      expect(none.statusCode).toBe(401);
      expect(none.json().error).toBe('unauthorized');
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: 'Bearer forged' },
      });
      expect(forged.statusCode).toBe(401);
      const basic = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: 'Basic abc' },
      });
      expect(basic.statusCode).toBe(401);
    });

    it('logout revokes the token', async () => {
      const { auth } = await signUp(t);
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth });
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth });
      expect(after.statusCode).toBe(401);
    });

    it('an expired session is refused', async () => {
      const { auth, token } = await signUp(t);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    const forget = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/forgetpassword', payload: { email } });
    const newPassword = (token: string, password: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/newpassword/${token}`, payload: { password } });

    it('mails a one-hour link; the new password works, the old one and old sessions do not', async () => {
      const { email, auth } = await signUp(t);
      expect((await forget(email.toUpperCase())).statusCode).toBe(200);
      const mail = await t.smtp.nextMailTo(email);
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/forgetpassword\//);
      const token = tokenFromLink(mail.link);
      const [row] = await t.db
        .select()
        .from(mailTokens)
        .where(eq(mailTokens.tokenHash, hashToken(token)));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(HOUR, -4);

      expect((await newPassword(token, 'Fresh2027pass')).statusCode).toBe(200);
      expect((await login(email, 'Fresh2027pass')).statusCode).toBe(201);
      expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
      const oldSession = await t.app.inject({ method: 'GET', url: '/api/user', headers: auth });
      expect(oldSession.statusCode).toBe(401);
      expect((await newPassword(token, 'Again2027pass')).statusCode).toBe(201);
    });

    it('ends every earlier reset link when a new one is mailed', async () => {
      const { email } = await signUp(t);
      await forget(email);
      const first = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      await forget(email);
      const second = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      const ended = await newPassword(first, 'Fresh2027pass');
      expect(ended.statusCode).toBe(410);
      expect(ended.json().error).toBe('expired_token');
      expect((await newPassword(second, 'Fresh2027pass')).statusCode).toBe(200);
    });

    it('ends every other reset link of the user when a reset succeeds', async () => {
      const { email } = await signUp(t);
      await forget(email);
      const used = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      // A second live link, as two requests at once could leave.
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const other = 'O'.repeat(43);
      await t.db.insert(mailTokens).values({
        userId: user!.id,
        purpose: 'reset_password',
        tokenHash: hashToken(other),
        expiresAt: new Date(Date.now() + HOUR),
      });
      expect((await newPassword(used, 'Fresh2027pass')).statusCode).toBe(200);
      expect((await newPassword(other, 'Again2027pass')).statusCode).toBe(410);
      expect((await login(email, 'Fresh2027pass')).statusCode).toBe(201);
    });

    it('answers 404 for an unknown e-mail, without sending mail', async () => {
      const email = uniqueEmail();
      const response = await forget(email);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Email not found!');
      await expect(t.smtp.nextMailTo(email, 300)).rejects.toThrow(/no mail/);
    });

    it('refuses a weak password with 400, an unknown token with 404, an expired one with 410', async () => {
      const { email } = await signUp(t);
      await forget(email);
      const token = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      expect((await newPassword(token, 'weak')).statusCode).toBe(400);
      expect((await newPassword('B'.repeat(43), 'Fresh2027pass')).statusCode).toBe(404);
      await t.db
        .update(mailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(mailTokens.tokenHash, hashToken(token)));
      expect((await newPassword(token, 'Fresh2027pass')).statusCode).toBe(410);
    });

    it('a confirmation token cannot reset a password', async () => {
      const email = uniqueEmail();
      await register(newUser(email));
      const token = tokenFromLink((await t.smtp.nextMailTo(email)).link);
      expect((await newPassword(token, 'Fresh2027pass')).statusCode).toBe(404);
    });
  });
});

describe('login throttling per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
  });
  afterAll(() => t.close());

  it('locks an address that fails for many different e-mails', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail(), password: 'Wrong2026pass' },
      });
      expect(response.statusCode).toBe(401);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'Wrong2026pass' },
    });
    expect(response.statusCode).toBe(429);
  });
});
