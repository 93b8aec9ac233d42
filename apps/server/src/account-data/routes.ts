import { accountExportFileName } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../accounts/accounts-schema';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { requireUser } from '../http/auth';
import { addEndpointRoute, type EndpointRequest } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { createWriteGate } from '../http/write-gate';
import type { Messages } from '../i18n/messages';
import { attachmentFiles } from '../storage/attachment-files';
import { deleteAccount } from './account-deletion';
import { exportArchive } from './export-archive';
import { planExport } from './export-document';
import { handOverMail } from './hand-over-mail';
import type { AccountDataSources } from './sources';

/**
 * What a second export of the same user is told to wait: a pause, not a measure, as the one under way
 * ends when its download does, which the server cannot foresee.
 */
const EXPORT_RETRY_AFTER_SECONDS = 10;

const exportUnderWay = () =>
  new HttpError(429, 'export_under_way', (t) => t.errors.exportUnderWay, {
    'retry-after': String(EXPORT_RETRY_AFTER_SECONDS),
  });

/** 429 with Retry-After, as /login answers it. */
function tooMany(
  reply: FastifyReply,
  retryAfter: number,
  text: (messages: Messages, minutes: number) => string,
): HttpError {
  reply.header('retry-after', String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  return new HttpError(429, 'too_many_attempts', (t) => text(t, minutes));
}

async function credentialsOf(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, googleId: users.googleId })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/**
 * The caller's data as theirs: GET /account/export, everything in one ZIP, and DELETE /user, the account
 * gone, proven by its password or a fresh Google token of it and counted against the sign-in limits of
 * /login, so that a stolen session cannot guess its way to deleting the account. Both reach the caller's
 * own data alone: they take no id.
 */
export async function accountDataRoutes(
  app: FastifyInstance,
  { config, db, files: store, mailer }: AppDeps,
  sources: AccountDataSources,
) {
  const attachments = attachmentFiles(store, app.log);
  // An export reads every trip of its user and streams for as long as the download lasts: one at a time
  // per user on this instance, and none waiting in line, so that one user's exports at once cannot take
  // the database's connections and the memory that everyone else's requests need.
  const exports = createWriteGate({ running: 1, waiting: 0 });

  /** Throws 403 (or 429 past the limits) unless the body proves the account; nothing is changed. */
  async function proveAccount(request: EndpointRequest<'deleteUser'>, reply: FastifyReply) {
    const user = await credentialsOf(db, request.session.userId);
    if (!user) throw notFound('User not found.');
    const attempt = await sources.throttle.countAttempt(user.email, request.ip);
    if (attempt.emailRetryAfter > 0) {
      throw tooMany(reply, attempt.emailRetryAfter, (t, minutes) => t.errors.tooManySignIns(minutes));
    }
    const { password, credential } = request.body;
    let proven = false;
    if (password !== undefined) {
      proven = await sources.checkPassword(user.passwordHash, password);
    } else if (credential !== undefined) {
      if (!sources.checkGoogle) {
        throw new HttpError(404, 'social_login_disabled', 'Google sign-in is not enabled on this server.');
      }
      const google = await sources.checkGoogle(credential);
      if (google === 'keys_unavailable') {
        throw new HttpError(
          503,
          'google_unavailable',
          'Google could not be asked right now. Try again in a moment.',
        );
      }
      proven = google !== 'invalid' && user.googleId !== null && google.googleId === user.googleId;
    }
    if (proven) {
      await sources.throttle.succeeded(user.email, request.ip);
      return;
    }
    if (attempt.addressRetryAfter > 0) {
      throw tooMany(reply, attempt.addressRetryAfter, (t, minutes) =>
        t.errors.tooManySignInsFromNetwork(minutes),
      );
    }
    throw password !== undefined
      ? new HttpError(403, 'wrong_password', 'The password is not this account’s.')
      : new HttpError(403, 'wrong_credential', 'This Google account is not the one of this account.');
  }

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);

    addEndpointRoute(
      signedIn,
      'exportAccount',
      async (request, reply) => {
        const turn = await exports.enter(request.session.userId);
        if (!turn) throw exportUnderWay();
        // Given back when the response closes, sent whole or cut short; its connection may be gone already.
        if (reply.raw.destroyed || request.raw.socket?.destroyed === true) {
          turn();
          throw new HttpError(499, 'client_gone', 'The client closed the request.');
        }
        reply.raw.once('close', turn);
        const plan = await planExport(db, sources, request.session.userId);
        if (!plan) throw notFound('User not found.');
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${accountExportFileName(plan.day)}"`)
          .header('cache-control', 'private, no-store')
          .send(exportArchive(plan, { attachments, photos: sources.photos, log: request.log }));
      },
      // Stored files are already compressed, and the archive compresses the rest itself.
      { compress: false },
    );

    addEndpointRoute(signedIn, 'deleteUser', async (request, reply) => {
      await proveAccount(request, reply);
      const deleted = await deleteAccount(db, sources, request.session.userId);
      if (!deleted) throw notFound('User not found.');
      await attachments.remove(deleted.attachmentFiles);
      await sources.photos.remove(deleted.photo);
      const link = new URL('/companions', config.PUBLIC_URL).toString();
      for (const heir of deleted.heirs) {
        await mailer
          .send(handOverMail(heir.email, { ...heir, formerOwner: deleted.name, link }))
          .catch((error: unknown) => request.log.warn({ err: error }, 'hand-over mail not sent'));
      }
      return reply.code(204).send(null);
    });
  });
}
