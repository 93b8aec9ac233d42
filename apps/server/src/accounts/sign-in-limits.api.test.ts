import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { argon2Passwords, type Passwords } from './passwords';

const WRONG = 'Wrong2026pass';

/** The real argon2id, counting the hashes each check is made against. */
function countingPasswords() {
  const checked: string[] = [];
  const passwords: Passwords = {
    hash: (password) => argon2Passwords.hash(password),
    verify(hash, password) {
      checked.push(hash);
      return argon2Passwords.verify(hash, password);
    },
  };
  return { passwords, checked };
}

describe.each(engines)('sign-in limits on %s', (engine) => {
  let t: TestApp;
  const { passwords, checked } = countingPasswords();
  beforeAll(async () => {
    t = await startTestApp(
      engine,
      {
        LOGIN_MAX_FAILURES_PER_EMAIL: '5',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '8',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '12',
      },
      { passwords },
    );
  });
  afterAll(() => t.close());
  beforeEach(() => {
    checked.length = 0;
  });

  /** Each test signs in from addresses of its own, so that no test's failures lock another's. */
  let block = 0;
  const addresses = () => {
    block += 1;
    return (host: number) => `10.${block}.0.${host}`;
  };
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('checks at most the limit of 200 guesses sent at once, and answers the rest 429', async () => {
    const { email } = await signUp(t);
    checked.length = 0;
    const from = addresses()(1);
    const answers = await Promise.all(Array.from({ length: 200 }, () => login(email, WRONG, from)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    expect(checked).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: 'too_many_attempts',
      message: expect.stringMatching(/Too many failed sign-ins\. Try again in 15 minute\(s\)\./),
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks an unknown e-mail against a decoy hash, as long as a known one', async () => {
    const { email } = await signUp(t);
    const from = addresses();
    checked.length = 0;
    const known = await login(email, WRONG, from(1));
    const unknown = await login(uniqueEmail('nobody'), WRONG, from(2));
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
    // One argon2id check each: the unknown e-mail's against the decoy, never skipped.
    expect(checked).toHaveLength(2);
    expect(checked[1]).toMatch(/^\$argon2id\$/);
    expect(checked[1]).not.toBe(checked[0]);
  });

  it('locks an e-mail for the address that guessed, not for its owner elsewhere', async () => {
    const { email } = await signUp(t);
    const from = addresses();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, WRONG, from(1))).statusCode).toBe(401);
    }
    expect((await login(email, STRONG_PASSWORD, from(1))).statusCode).toBe(429);
    expect((await login(email, STRONG_PASSWORD, from(2))).statusCode).toBe(201);
    expect((await login(email, STRONG_PASSWORD, from(1))).statusCode).toBe(429);
  });

  it('locks an e-mail everywhere once guesses from many addresses add up', async () => {
    const { email } = await signUp(t);
    const from = addresses();
    for (let host = 1; host <= 8; host += 1) {
      expect((await login(email, WRONG, from(host))).statusCode).toBe(401);
    }
    const elsewhere = await login(email, STRONG_PASSWORD, from(9));
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error).toBe('too_many_attempts');
  });

  it('lets an address that failed for many e-mails sign in with a correct password, and refuses the rest', async () => {
    const { email } = await signUp(t);
    const office = addresses()(1);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(uniqueEmail('spray'), WRONG, office)).statusCode).toBe(401);
    }
    checked.length = 0;
    const unknown = await login(uniqueEmail('spray'), WRONG, office);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().message).toMatch(/from your network/);
    const wrong = await login(email, WRONG, office);
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual(unknown.json());
    // Refused or not, each was checked, so the answer's time does not tell a known e-mail either.
    expect(checked).toHaveLength(2);
    expect((await login(email, STRONG_PASSWORD, office)).statusCode).toBe(201);
  });
});

describe('the client address behind proxies', () => {
  it('is the one the trusted proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    const t = await startTestApp('pglite', { TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    try {
      const guess = (forged: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: uniqueEmail('rotate'), password: WRONG },
          // The client forges the left part; the proxy (the socket's peer) appends the address it saw.
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
          remoteAddress: '127.0.0.1',
        });
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await guess(`198.51.100.${attempt}`)).statusCode).toBe(401);
      }
      expect((await guess('198.51.100.99')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
