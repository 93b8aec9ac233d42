import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { googleVerifier, type GoogleVerifierOptions } from './google-id-token';
import {
  FAKE_GOOGLE_CLIENT_ID,
  GOOGLE_ISSUER,
  startFakeGoogle,
  type FakeGoogle,
} from './testing/fake-google';

/*
 * How the verifier gets Google's keys, against the fake's key set on 127.0.0.1: fetched once and kept,
 * fetched again when Google rotates its keys, not fetched for every made-up key id, and given up on
 * when the key set does not answer in time. What it checks of each token is tested through the route
 * (social-login.api.test.ts).
 */
describe("the Google verifier's keys", () => {
  let google: FakeGoogle;
  const account = { sub: '1234567890', email: 'gabriela@example.com' };
  const verifierOf = (options: Partial<GoogleVerifierOptions> = {}) =>
    googleVerifier({
      clientId: FAKE_GOOGLE_CLIENT_ID,
      jwksUrl: google.jwksUrl,
      issuers: [GOOGLE_ISSUER],
      timeoutMs: 5000,
      ...options,
    });

  beforeEach(async () => {
    google = await startFakeGoogle();
  });
  afterEach(() => google.close());

  it('are fetched once and kept for every later token', async () => {
    const verify = verifierOf();
    for (let index = 0; index < 3; index++) {
      await expect(verify(await google.sign(account))).resolves.toMatchObject({ googleId: account.sub });
    }
    expect(google.keyFetches()).toBe(1);
  });

  it('are fetched again when a token is signed by a key Google published since', async () => {
    const verify = verifierOf({ cooldownMs: 0 });
    await verify(await google.sign(account));
    await google.rotate();
    await expect(verify(await google.sign(account))).resolves.toMatchObject({ googleId: account.sub });
    expect(google.keyFetches()).toBe(2);
  });

  it('are not fetched again for made-up key ids within the cool-down', async () => {
    const verify = verifierOf();
    await verify(await google.sign(account));
    for (const kid of ['forged-1', 'forged-2', 'forged-3']) {
      await expect(verify(await google.sign(account, { kid }))).rejects.toMatchObject({ reason: 'invalid' });
    }
    expect(google.keyFetches()).toBe(1);
  });

  it('are given up on when the key set does not answer in time', async () => {
    google.setHanging(true);
    const verify = verifierOf({ timeoutMs: 100 });
    await expect(verify(await google.sign(account))).rejects.toMatchObject({ reason: 'keys_unavailable' });
    expect(google.keyFetches()).toBe(1);
  });
});
