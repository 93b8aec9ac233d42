import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { authMessages, confirmEmailMessages, googleSignInMessages } from './messages';
import {
  confirmEmailOutcome,
  forgetPasswordOutcome,
  loginOutcome,
  newPasswordOutcome,
  registerOutcome,
  socialLoginOutcome,
} from './outcomes';

const ok = (status: number, data?: unknown) => ({ status, data });
const failed = (status: number, code = 'x', message = 'server text') =>
  new ApiRequestError(status, code, message);

describe('loginOutcome', () => {
  it('enters the app with the token on 200', () => {
    expect(loginOutcome(ok(200, { result: 'tok' }))).toEqual({ kind: 'enter', token: 'tok' });
  });

  it('sends a user with no trip to the trip set-up on 201', () => {
    expect(loginOutcome(ok(201, { result: 'tok' }))).toEqual({ kind: 'create_trip', token: 'tok' });
  });

  it('says the e-mail is not confirmed on 203', () => {
    expect(loginOutcome(ok(203, { message: 'sent again' }))).toEqual({
      kind: 'message',
      message: authMessages().emailNotConfirmed,
    });
  });

  it('says the credentials are wrong on 401', () => {
    const outcome = loginOutcome(failed(401, 'wrong_credentials'));
    expect(outcome).toEqual({ kind: 'message', message: authMessages().wrongCredentials });
    expect(authMessages().wrongCredentials).toMatchObject({
      type: 'error',
      title: 'Email or password incorrect!',
    });
  });

  it("shows the server's own words when sign-ins are throttled (429)", () => {
    const outcome = loginOutcome(failed(429, 'too_many_attempts', 'Try again in 15 minute(s).'));
    expect(outcome).toEqual({
      kind: 'message',
      message: { type: 'error', title: 'Too many attempts!', text: 'Try again in 15 minute(s).' },
    });
  });

  it('names the mails when the confirmation mail was asked for too often (429)', () => {
    const text = 'Too many e-mails were asked for this address. Try again in 60 minute(s).';
    expect(loginOutcome(failed(429, 'too_many_mails', text))).toEqual({
      kind: 'message',
      message: { type: 'error', title: 'Too many e-mails!', text },
    });
  });

  it.each([
    ['a server error', failed(500)],
    ['an unreachable server', failed(0, 'network_error')],
    ['a 200 without a token', ok(200, {})],
    ['a 201 with an empty token', ok(201, { result: '' })],
    ['an unexpected 2xx', ok(204)],
  ])('shows the server_error box for %s', (_, answer) => {
    expect(loginOutcome(answer)).toEqual({ kind: 'message', message: authMessages().serverError });
  });
});

describe('socialLoginOutcome', () => {
  it('enters the app with the token on 200', () => {
    expect(socialLoginOutcome(ok(200, { result: 'tok' }))).toEqual({ kind: 'enter', token: 'tok' });
  });

  it('sends a new user, or one with no trip yet, to the trip set-up on 201', () => {
    expect(socialLoginOutcome(ok(201, { result: 'tok' }))).toEqual({ kind: 'create_trip', token: 'tok' });
  });

  it("says Google's sign-in could not be verified on 401 (bad signature, expired, wrong audience…)", () => {
    const outcome = socialLoginOutcome(failed(401, 'invalid_credential', 'The Google token has expired.'));
    expect(outcome).toEqual({ kind: 'message', message: googleSignInMessages().notVerified });
    expect(googleSignInMessages().notVerified.text).toBe(
      "Google's sign-in could not be verified. Please try again.",
    );
  });

  it('says Google has not verified the e-mail on 403', () => {
    const outcome = socialLoginOutcome(failed(403, 'email_not_verified'));
    expect(outcome).toEqual({ kind: 'message', message: googleSignInMessages().emailNotVerified });
    expect(googleSignInMessages().emailNotVerified.text).toMatch(
      /^Google has not verified this e-mail address/,
    );
  });

  it('says Google sign-in is off on 404', () => {
    const outcome = socialLoginOutcome(failed(404, 'social_login_disabled'));
    expect(outcome).toEqual({ kind: 'message', message: googleSignInMessages().disabled });
  });

  it("shows the server's own words when the e-mail is linked to another Google account (409)", () => {
    const words = 'This e-mail is already linked to another Google account.';
    expect(socialLoginOutcome(failed(409, 'google_account_conflict', words))).toEqual({
      kind: 'message',
      message: { type: 'attention', title: 'Email linked to another Google account!', text: words },
    });
  });

  it('says the same in its own words when a 409 body is not of the contract', () => {
    const outcome = socialLoginOutcome(failed(409, 'http_error', 'The server answered with status 409.'));
    expect(outcome).toMatchObject({
      kind: 'message',
      message: { title: 'Email linked to another Google account!' },
    });
    expect(outcome.kind === 'message' && outcome.message.text).not.toContain('status 409');
  });

  it('says Google is unavailable, with the e-mail and password as the way round, on 503', () => {
    const outcome = socialLoginOutcome(failed(503, 'google_unavailable'));
    expect(outcome).toEqual({ kind: 'message', message: googleSignInMessages().unavailable });
    expect(googleSignInMessages().unavailable.text).toBe(
      'Google sign-in is unavailable right now. Try again in a moment, or use your e-mail and password.',
    );
  });

  it.each([
    ['an invalid body (400)', failed(400, 'validation_error')],
    ['a server error', failed(500)],
    ['an unreachable server', failed(0, 'network_error')],
    ['a 200 without a token', ok(200, {})],
    ['a 201 with an empty token', ok(201, { result: '' })],
    ['an unexpected 2xx', ok(203, { message: 'sent again' })],
  ])('shows the server_error box for %s', (_, answer) => {
    expect(socialLoginOutcome(answer)).toEqual({ kind: 'message', message: authMessages().serverError });
  });
});

describe('registerOutcome', () => {
  it('maps 200, 201 and everything else', () => {
    expect(registerOutcome(ok(200))).toBe(authMessages().registered);
    expect(registerOutcome(ok(201))).toBe(authMessages().emailUsed);
    expect(registerOutcome(failed(400))).toBe(authMessages().serverError);
    expect(registerOutcome(ok(202))).toBe(authMessages().serverError);
  });

  it("shows the server's words when the address asked for too many mails (429)", () => {
    expect(registerOutcome(failed(429, 'too_many_mails', 'Try again in 60 minute(s).'))).toEqual({
      type: 'error',
      title: 'Too many e-mails!',
      text: 'Try again in 60 minute(s).',
    });
  });
});

describe('forgetPasswordOutcome', () => {
  it('maps 200 to the success box, 404 to Email not found!, others to server_error', () => {
    expect(forgetPasswordOutcome(ok(200))).toMatchObject({ type: 'success', title: 'New Password' });
    expect(forgetPasswordOutcome(failed(404))).toMatchObject({ type: 'error', title: 'Email not found!' });
    expect(forgetPasswordOutcome(failed(500))).toBe(authMessages().serverError);
  });

  it("shows the server's words when the reset mail was asked for too often (429)", () => {
    expect(forgetPasswordOutcome(failed(429, 'too_many_mails', 'Try again in 42 minute(s).'))).toEqual({
      type: 'error',
      title: 'Too many e-mails!',
      text: 'Try again in 42 minute(s).',
    });
  });
});

describe('newPasswordOutcome', () => {
  it('maps 200, 201 (token used) and invalid or expired tokens', () => {
    expect(newPasswordOutcome(ok(200))).toBe(authMessages().passwordChanged);
    expect(newPasswordOutcome(ok(201))).toMatchObject({ title: 'Token Used', text: 'That token had used.' });
    expect(newPasswordOutcome(failed(404))).toBe(authMessages().serverError);
    expect(newPasswordOutcome(failed(410))).toBe(authMessages().serverError);
  });
});

describe('confirmEmailOutcome', () => {
  it('maps 200, 203 and anything else', () => {
    expect(confirmEmailOutcome(ok(200))).toBe(confirmEmailMessages().confirmed);
    expect(confirmEmailOutcome(ok(203))).toBe(confirmEmailMessages().alreadyUsed);
    expect(confirmEmailOutcome(failed(410))).toBe(confirmEmailMessages().failed);
    expect(confirmEmailOutcome(failed(0))).toBe(confirmEmailMessages().failed);
  });
});
