import {
  ConfirmEmailStatus,
  LoginStatus,
  NewPasswordStatus,
  normalizeEmail,
  RegisterStatus,
} from '@wayfarer/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../app-deps';
import { hashToken, requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { confirmEmailMail, resetPasswordMail } from './account-mails';
import { LoginThrottle } from './login-throttle';
import { mailThrottle } from '../mail/mail-throttle';
import { argon2Passwords, passwordChecker } from './passwords';
import { accountsRepository, type MailTokenPurpose } from './repository';

const message = (text: string) => ({ message: text });

/** 429 with Retry-After, and the wait in minutes in words. */
function tooMany(reply: FastifyReply, code: string, text: string, retryAfter: number): HttpError {
  reply.header('retry-after', String(retryAfter));
  return new HttpError(429, code, `${text} Try again in ${Math.ceil(retryAfter / 60)} minute(s).`);
}

export async function accountRoutes(
  app: FastifyInstance,
  { config, db, mailer, passwords = argon2Passwords }: AppDeps,
) {
  const accounts = accountsRepository(db);
  const checker = passwordChecker(passwords);
  const throttle = new LoginThrottle(db, {
    maxFailuresPerEmail: config.LOGIN_MAX_FAILURES_PER_EMAIL,
    maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
  });
  const mails = mailThrottle(db, {
    maxPerEmail: config.MAIL_MAX_PER_EMAIL,
    maxPerAddress: config.MAIL_MAX_PER_ADDRESS,
    windowMinutes: config.MAIL_LIMIT_MINUTES,
  });

  /** Counts a mail the visitor asks for; past a limit the answer is 429 and nothing is sent. */
  async function allowMail(reply: FastifyReply, email: string | undefined, address: string): Promise<void> {
    const retryAfter = await mails.count(email, address);
    if (retryAfter === 0) return;
    throw tooMany(
      reply,
      'too_many_mails',
      'Too many e-mails were asked for this address. Check your mailbox and spam folder.',
      retryAfter,
    );
  }
  const link = (path: string) => new URL(path, config.PUBLIC_URL).toString();

  async function sendConfirmation(user: { id: string; email: string; name: string }) {
    const token = await accounts.issueMailToken(user.id, 'confirm_email');
    await mailer.send(confirmEmailMail(user.email, user.name, link(`/confirmemail/${token}`)));
  }

  /** Finds a mailed token of the purpose; unknown or expired ones are errors, a used one is for the caller to answer. */
  async function mailToken(token: string, purpose: MailTokenPurpose) {
    const row = await accounts.findMailToken(hashToken(token), purpose);
    if (!row) throw new HttpError(404, 'invalid_token', 'This link is not valid.');
    if (!row.usedAt && row.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(410, 'expired_token', 'This link has expired. Ask for a new one.');
    }
    return row;
  }

  addEndpointRoute(app, 'register', async (request, reply) => {
    const { name, password } = request.body;
    const email = normalizeEmail(request.body.email);
    if (await accounts.findUserByEmail(email)) {
      return reply.code(RegisterStatus.emailUsed).send(message('This e-mail is already used by an account.'));
    }
    await allowMail(reply, email, request.ip);
    const user = await accounts.createUser({ name, email, passwordHash: await checker.hash(password) });
    if (!user)
      return reply.code(RegisterStatus.emailUsed).send(message('This e-mail is already used by an account.'));
    await sendConfirmation(user);
    return message('Registered. Check your mailbox to confirm your e-mail.');
  });

  addEndpointRoute(app, 'confirmEmail', async (request, reply) => {
    const row = await mailToken(request.params.token, 'confirm_email');
    if (row.usedAt || !(await accounts.confirmEmail(row.id, row.userId))) {
      return reply.code(ConfirmEmailStatus.alreadyUsed).send(message('This token was already used.'));
    }
    return message('E-mail confirmed.');
  });

  addEndpointRoute(app, 'login', async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    // Counted before the password is checked, known e-mail or not: see LoginThrottle.
    const attempt = await throttle.countAttempt(email, request.ip);
    if (attempt.emailRetryAfter > 0) {
      throw tooMany(reply, 'too_many_attempts', 'Too many failed sign-ins.', attempt.emailRetryAfter);
    }
    const user = await accounts.findUserByEmail(email);
    if (!(await checker.check(user?.passwordHash, request.body.password)) || !user) {
      if (attempt.addressRetryAfter > 0) {
        throw tooMany(
          reply,
          'too_many_attempts',
          'Too many failed sign-ins from your network.',
          attempt.addressRetryAfter,
        );
      }
      throw new HttpError(401, 'wrong_credentials', 'Email or password incorrect!');
    }
    await throttle.succeeded(email, request.ip);
    if (!user.emailConfirmedAt) {
      await allowMail(reply, email, request.ip);
      await sendConfirmation(user);
      return reply
        .code(LoginStatus.emailNotConfirmed)
        .send(message('E-mail not confirmed: the confirmation mail was sent again.'));
    }
    const token = await accounts.createSession(user.id, request.body.remember);
    const status = (await accounts.hasTrip(user.id)) ? LoginStatus.signedIn : LoginStatus.signedInWithoutTrip;
    return reply.code(status).send({ result: token });
  });

  addEndpointRoute(app, 'forgetPassword', async (request, reply) => {
    const user = await accounts.findUserByEmail(normalizeEmail(request.body.email));
    await allowMail(reply, user?.email, request.ip);
    if (!user) throw notFound('Email not found!');
    const token = await accounts.issueMailToken(user.id, 'reset_password');
    await mailer.send(resetPasswordMail(user.email, user.name, link(`/forgetpassword/${token}`)));
    return message('We sent an e-mail with the instructions.');
  });

  addEndpointRoute(app, 'newPassword', async (request, reply) => {
    const row = await mailToken(request.params.token, 'reset_password');
    if (row.usedAt) return reply.code(NewPasswordStatus.tokenUsed).send(message('That token had used.'));
    const changed = await accounts.resetPassword(
      row.id,
      row.userId,
      await checker.hash(request.body.password),
    );
    if (!changed) return reply.code(NewPasswordStatus.tokenUsed).send(message('That token had used.'));
    return message('Password changed.');
  });

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    addEndpointRoute(signedIn, 'getUser', async (request) => {
      const profile = await accounts.findProfile(request.session.userId);
      if (!profile) throw notFound('User not found.');
      return profile;
    });

    addEndpointRoute(signedIn, 'updateUser', async (request) => {
      const profile = await accounts.updateSettings(request.session.userId, request.body);
      if (!profile) throw notFound('User not found.');
      return profile;
    });

    addEndpointRoute(signedIn, 'logout', async (request) => {
      await accounts.revokeSession(request.session.tokenHash);
      return message('Signed out.');
    });
  });
}
