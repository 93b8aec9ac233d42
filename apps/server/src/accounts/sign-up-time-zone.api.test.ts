import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';
import { users } from './accounts-schema';

describe.each(engines)('the time zone of a new account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const register = (email: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { name: 'Ana', email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, ...extra },
    });
  const zoneOf = async (email: string) =>
    (await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.email, email)))[0]?.timeZone;

  it("is the device's zone the sign-up sends", async () => {
    const email = uniqueEmail();
    expect((await register(email, { timeZone: 'America/Sao_Paulo' })).statusCode).toBe(200);
    expect(await zoneOf(email)).toBe('America/Sao_Paulo');
  });

  it('is UTC when the sign-up sends none, as the seed’s original client does', async () => {
    const email = uniqueEmail();
    expect((await register(email)).statusCode).toBe(200);
    expect(await zoneOf(email)).toBe('UTC');
  });

  it('answers 400 for a zone the IANA database does not know, and makes no account', async () => {
    const email = uniqueEmail();
    const response = await register(email, { timeZone: 'Mars/Olympus_Mons' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      message: expect.stringContaining('IANA'),
    });
    expect(await zoneOf(email)).toBeUndefined();
  });
});
