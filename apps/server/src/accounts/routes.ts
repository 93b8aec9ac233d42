import {
  ConfirmEmailStatus,
  type Language,
  LoginStatus,
  NewPasswordStatus,
  normalizeEmail,
  RegisterStatus,
} from '@wayfarer/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { tellSessionsEnded } from '../db/sessions-ended';
import { hashToken, requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { textIn, type Messages, type Text } from '../i18n/messages';
import { confirmEmailMail, resetPasswordMail } from './account-mails';
import { LoginThrottle } from './login-throttle';
import { mailThrottle } from '../mail/mail-throttle';
import { argon2Passwords, passwordChecker } from './passwords';
import { accountsRepository, type MailTokenPurpose } from './repository';

/** An answer's `message`, in the reader's language. */
const message = (request: FastifyRequest, text: Text) => ({ message: textIn(languageOf(request), text) });

/** 429 with Retry-After, and the wait in minutes in words. */
function tooMany(
  reply: FastifyReply,
  code: string,
  retryAfter: number,
  text: (messages: Messages, minutes: number) => string,
): HttpError {
  reply.header('retry-after', String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  return new HttpError(429, code, (t) => text(t, minutes));
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
    throw tooMany(reply, 'too_many_mails', retryAfter, (t, minutes) => t.errors.tooManyMailsAsked(minutes));
  }
  const link = (path: string) => new URL(path, config.PUBLIC_URL).toString();

  async function sendConfirmation(user: { id: string; email: string; name: string; language: Language }) {
    const token = await accounts.issueMailToken(user.id, 'confirm_email');
    await mailer.send(confirmEmailMail(user, link(`/confirmemail/${token}`)));
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
    const emailUsed = () =>
      reply.code(RegisterStatus.emailUsed).send(message(request, (t) => t.answers.emailUsed));
    if (await accounts.findUserByEmail(email)) return emailUsed();
    await allowMail(reply, email, request.ip);
    const user = await accounts.createUser({
      name,
      email,
      passwordHash: await checker.hash(password),
      language: request.body.language ?? languageOf(request),
      timeZone: request.body.timeZone,
    });
    if (!user) return emailUsed();
    await sendConfirmation(user);
    return message(request, (t) => t.answers.registered);
  });

  addEndpointRoute(app, 'confirmEmail', async (request, reply) => {
    const row = await mailToken(request.params.token, 'confirm_email');
    if (row.usedAt || !(await accounts.confirmEmail(row.id, row.userId))) {
      return reply
        .code(ConfirmEmailStatus.alreadyUsed)
        .send(message(request, (t) => t.answers.tokenAlreadyUsed));
    }
    return message(request, (t) => t.answers.emailConfirmed);
  });

  addEndpointRoute(app, 'login', async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    // Counted before the password is checked, known e-mail or not: see LoginThrottle.
    const attempt = await throttle.countAttempt(email, request.ip);
    if (attempt.emailRetryAfter > 0) {
      throw tooMany(reply, 'too_many_attempts', attempt.emailRetryAfter, (t, minutes) =>
        t.errors.tooManySignIns(minutes),
      );
    }
    const user = await accounts.findUserByEmail(email);
    if (!(await checker.check(user?.passwordHash, request.body.password)) || !user) {
      if (attempt.addressRetryAfter > 0) {
        throw tooMany(reply, 'too_many_attempts', attempt.addressRetryAfter, (t, minutes) =>
          t.errors.tooManySignInsFromNetwork(minutes),
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
        .send(message(request, (t) => t.answers.confirmationSentAgain));
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
    await mailer.send(resetPasswordMail(user, link(`/forgetpassword/${token}`)));
    return message(request, (t) => t.answers.resetMailSent);
  });

  addEndpointRoute(app, 'newPassword', async (request, reply) => {
    const row = await mailToken(request.params.token, 'reset_password');
    const tokenUsed = () =>
      reply.code(NewPasswordStatus.tokenUsed).send(message(request, (t) => t.answers.resetTokenUsed));
    if (row.usedAt) return tokenUsed();
    const changed = await accounts.resetPassword(
      row.id,
      row.userId,
      await checker.hash(request.body.password),
    );
    if (!changed) return tokenUsed();
    await tellSessionsEnded(db, { ended: row.userId });
    return message(request, (t) => t.answers.passwordChanged);
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
      await tellSessionsEnded(db, { ended: request.session.userId, session: request.session.tokenHash });
      return message(request, (t) => t.answers.signedOut);
    });
  });
}
