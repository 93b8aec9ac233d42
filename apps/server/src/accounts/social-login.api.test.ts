import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, tokenFromLink, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { LISBON_TO_TOKYO } from '../testing/trips';
import { engines } from '../testing/test-database';
import { startFakeGoogle, type FakeGoogle, type GoogleClaims } from './testing/fake-google';
import { sessions, users } from './accounts-schema';

let googleIds = 0;
/** A Google account of its own for each test: a fresh `sub` and e-mail. */
const googleAccount = (overrides: Partial<GoogleClaims> = {}): GoogleClaims => ({
  sub: `10${Date.now()}${(googleIds += 1)}`,
  email: uniqueEmail('google'),
  name: 'Gabriela Google',
  ...overrides,
});

describe.each(engines)('Google sign-in on %s', (engine) => {
  let google: FakeGoogle;
  let t: TestApp;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await startTestApp(engine, google.env);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const socialLogin = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/login/social', payload });
  const signInWith = async (claims: GoogleClaims, options?: Parameters<FakeGoogle['sign']>[1]) =>
    socialLogin({ credential: await google.sign(claims, options) });
  const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  describe('the name and e-mail a verified token carries', () => {
    const refused = {
      error: 'google_identity_refused',
      message: expect.stringMatching(/cannot be used for an account here/),
    };

    it('are refused with 403, not stored, when the name holds a NUL or control characters', async () => {
      for (const name of ['Ana\u0000Silva', 'Ana\u001b[2J Silva', 'Ana\u0085']) {
        const account = googleAccount({ name });
        const response = await signInWith(account);
        expect(response.statusCode, JSON.stringify(name)).toBe(403);
        expect(response.json()).toEqual({ ...refused, message: expect.stringMatching(/^The name /) });
        expect(await userOf(account.email)).toBeUndefined();
      }
    });

    it('are refused with 403, not stored, when the e-mail breaks the sign-up form’s rules', async () => {
      for (const email of [`${'a'.repeat(5000)}@example.com`, 'ana\u0007@example.com', 'not-an-email']) {
        const response = await signInWith(googleAccount({ email }));
        expect(response.statusCode, email.slice(0, 20)).toBe(403);
        expect(response.json()).toEqual({
          ...refused,
          message: expect.stringMatching(/^The e-mail address /),
        });
      }
      const stored = await t.db.select({ email: users.email }).from(users);
      expect(stored.filter(({ email }) => email.length > 254 || email.includes('\u0007'))).toEqual([]);
    });
  });

  describe('a first sign-in', () => {
    it('creates a confirmed user without a password from the token alone, and answers 201 with a token', async () => {
      const account = googleAccount({ email: 'New.Person@Example.com', name: 'Nova Pessoa' });
      const response = await signInWith(account);
      expect(response.statusCode).toBe(201);
      const { result } = response.json<{ result: string }>();
      const user = await userOf('new.person@example.com');
      expect(user).toMatchObject({ name: 'Nova Pessoa', googleId: account.sub, passwordHash: null });
      expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
      expect((await me(result)).json()).toMatchObject({
        name: 'Nova Pessoa',
        email: 'new.person@example.com',
      });
    });

    it('gives the account the language the browser asks for, English by default', async () => {
      const portuguese = googleAccount();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/login/social',
        headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
        payload: { credential: await google.sign(portuguese) },
      });
      expect(answer.statusCode).toBe(201);
      expect((await userOf(portuguese.email))?.language).toBe('pt-BR');
      const other = googleAccount();
      expect((await signInWith(other)).statusCode).toBe(201);
      expect((await userOf(other.email))?.language).toBe('en');
    });

    it('names the user from the given and family names, or the e-mail, when the token has no name', async () => {
      const named = googleAccount({ name: undefined, given_name: 'Rui', family_name: 'Costa' });
      expect((await signInWith(named)).statusCode).toBe(201);
      expect((await userOf(named.email))?.name).toBe('Rui Costa');
      const bare = googleAccount({ name: undefined, email: uniqueEmail('bare') });
      expect((await signInWith(bare)).statusCode).toBe(201);
      expect((await userOf(bare.email))?.name).toBe(bare.email.split('@')[0]);
    });
  });

  describe('later sign-ins', () => {
    it('answer 201 while the user has no trip, then 200 once there is one, with a new session each time', async () => {
      const account = googleAccount();
      const first = (await signInWith(account)).json<{ result: string }>().result;
      const second = await signInWith(account);
      expect(second.statusCode).toBe(201);
      await t.app.inject({
        method: 'POST',
        url: '/api/trip',
        headers: { authorization: `Bearer ${first}` },
        payload: { ...LISBON_TO_TOKYO, when: Date.now() + 30 * 86_400_000 },
      });
      const third = await signInWith(account);
      expect(third.statusCode).toBe(200);
      const user = await userOf(account.email);
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(rows).toHaveLength(3);
    });

    it('find the account by its Google id even after Google changes its e-mail', async () => {
      const account = googleAccount();
      await signInWith(account);
      const renamed = await signInWith({ ...account, email: uniqueEmail('renamed') });
      expect(renamed.statusCode).toBe(201);
      expect((await me(renamed.json<{ result: string }>().result)).json()).toMatchObject({
        email: account.email,
      });
    });

    it('keep a remembered session for 30 days when asked', async () => {
      const account = googleAccount();
      const response = await socialLogin({ credential: await google.sign(account), remember: true });
      const user = await userOf(account.email);
      const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(response.statusCode).toBe(201);
      expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    });
  });

  describe('an e-mail already registered with a password', () => {
    it('is linked when Google says the e-mail is verified; the confirmed password still works', async () => {
      const { email } = await signUp(t);
      const account = googleAccount({ email: email.toUpperCase() });
      const response = await signInWith(account);
      expect(response.statusCode).toBe(201);
      expect(await userOf(email)).toMatchObject({ googleId: account.sub });
      const password = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(password.statusCode).toBe(201);
    });

    it('is not linked when Google has not verified the e-mail: 403, nothing changed', async () => {
      const { email } = await signUp(t);
      const response = await signInWith(googleAccount({ email, email_verified: false }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'email_not_verified' });
      expect(response.json<{ message: string }>().message).toMatch(/Google has not verified this e-mail/);
      expect((await userOf(email))?.googleId).toBeNull();
    });

    it('never confirmed: linking confirms it, drops the unproven password and ends its sessions', async () => {
      const email = uniqueEmail('squatted');
      await t.app.inject({
        method: 'POST',
        url: '/api/user',
        payload: { name: 'Squatter', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
      });
      await t.smtp.nextMailTo(email);
      const response = await signInWith(googleAccount({ email }));
      expect(response.statusCode).toBe(201);
      const user = await userOf(email);
      expect(user?.passwordHash).toBeNull();
      expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
      const squatter = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: STRONG_PASSWORD },
      });
      expect(squatter.statusCode).toBe(401);
    });

    it('already linked to another Google account: 409', async () => {
      const account = googleAccount();
      await signInWith(account);
      const other = await signInWith(googleAccount({ email: account.email }));
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ error: 'google_account_conflict' });
    });
  });

  it('an unverified e-mail never makes a new account: 403', async () => {
    const account = googleAccount({ email_verified: false });
    const response = await signInWith(account);
    expect(response.statusCode).toBe(403);
    expect(await userOf(account.email)).toBeUndefined();
  });

  it('lets a user made by Google set a password through "forgot password", then sign in with it', async () => {
    const account = googleAccount();
    await signInWith(account);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgetpassword',
      payload: { email: account.email },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await t.smtp.nextMailTo(account.email);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/newpassword/${tokenFromLink(mail.link)}`,
      payload: { password: 'Kyoto2027x', confirmPassword: 'Kyoto2027x' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'Kyoto2027x' },
    });
    expect(login.statusCode).toBe(201);
  });

  describe('refuses a credential that is not a valid Google ID token for us: 401, no account made', () => {
    it.each([
      ['expired', { expiresIn: -120 }],
      ['not valid yet', { notBefore: 600 }],
      ['for another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
      ['from another issuer', { issuer: 'https://accounts.example.com' }],
      ['signed by a key Google does not list', { foreignKey: true }],
      ['naming an unknown key id', { kid: 'no-such-key' }],
    ] as const)('a token %s', async (_case, options) => {
      const account = googleAccount();
      const response = await signInWith(account, options);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'invalid_credential',
        message: "Google's sign-in could not be verified. Please try again.",
      });
      expect(await userOf(account.email)).toBeUndefined();
    });

    it('a token with alg "none" and no signature', async () => {
      const account = googleAccount();
      const response = await socialLogin({ credential: google.unsigned(account) });
      expect(response.statusCode).toBe(401);
      expect(await userOf(account.email)).toBeUndefined();
    });

    it('a token whose payload was changed after signing', async () => {
      const token = await google.sign(googleAccount());
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ ...googleAccount(), iss: 'https://accounts.google.com' }));
      const response = await socialLogin({
        credential: `${header}.${forged.toString('base64url')}.${signature}`,
      });
      expect(response.statusCode).toBe(401);
    });

    it('text that is not a token at all', async () => {
      expect((await socialLogin({ credential: 'not.a.jwt' })).statusCode).toBe(401);
      expect((await socialLogin({ credential: '%%%' })).statusCode).toBe(401);
    });
  });

  describe('refuses a body without a credential: 400 with a clear message', () => {
    it.each([
      ['the original client’s plain fields', { email: 'a@example.com', socialId: '123', name: 'A' }],
      ['the fields with a jti', { email: 'a@example.com', name: 'A', jti: 'abc' }],
      ['an empty body', {}],
    ])('%s', async (_case, body) => {
      const response = await socialLogin(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        "Send Google's ID token as 'credential': a name, e-mail or id sent in plain is not accepted.",
      );
    });

    it.each([['email'], ['name'], ['socialId'], ['jti']])(
      'and a valid credential beside a plain %s, which would say who signs in',
      async (field) => {
        const account = googleAccount();
        const response = await socialLogin({
          credential: await google.sign(account),
          [field]: 'someone-else@example.com',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(
          "Google's ID token alone says who signs in: a name, e-mail or id sent in plain is not accepted.",
        );
        expect(await userOf(account.email)).toBeUndefined();
      },
    );

    it('and a credential too long to be a Google token', async () => {
      const response = await socialLogin({ credential: 'x'.repeat(8193) });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Send Google's ID token as 'credential'/);
    });
  });

  it('says in the public config which client id the button is for', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ signIn: { googleClientId: google.env.GOOGLE_CLIENT_ID } });
  });

  it("fetches Google's keys once and keeps them for later tokens", async () => {
    expect((await signInWith(googleAccount())).statusCode).toBe(201);
    const before = google.keyFetches();
    expect(before).toBeGreaterThan(0);
    expect((await signInWith(googleAccount())).statusCode).toBe(201);
    expect((await signInWith(googleAccount())).statusCode).toBe(201);
    expect(google.keyFetches()).toBe(before);
  });
});

describe.each(engines)('Google sign-in with its keys out of reach on %s', (engine) => {
  let google: FakeGoogle;
  let t: TestApp;
  beforeAll(async () => {
    google = await startFakeGoogle();
    google.setDown(true);
    t = await startTestApp(engine, google.env);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('answers 503 while the keys URL fails, and signs in once it answers again', async () => {
    const account = googleAccount();
    const credential = await google.sign(account);
    const down = await t.app.inject({ method: 'POST', url: '/api/login/social', payload: { credential } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: 'google_unavailable',
      message: 'Google sign-in is unavailable right now. Try again in a moment.',
    });
    google.setDown(false);
    const up = await t.app.inject({ method: 'POST', url: '/api/login/social', payload: { credential } });
    expect(up.statusCode).toBe(201);
  });

  it('answers 503 when nothing listens at the keys URL', async () => {
    const closed = await startTestApp(engine, { ...google.env, GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs' });
    try {
      const credential = await google.sign(googleAccount());
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/login/social',
        payload: { credential },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await closed.close();
    }
  });
});

describe.each(engines)('Google sign-in switched off on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers 404 with a clear message, and the public config says it is off', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/social',
      payload: { credential: 'a.b.c' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'social_login_disabled',
      message: 'Google sign-in is not enabled on this server.',
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ signIn: { googleClientId: null } });
  });
});
