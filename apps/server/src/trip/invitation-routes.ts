import { normalizeEmail } from '@wayfarer/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../accounts/accounts-schema';
import type { AppDeps } from '../app-deps';
import { hashToken } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { HttpError, limitReached, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { countHits, takeBackHit } from '../http/rate-limits';
import type { Text } from '../i18n/messages';
import { mailThrottle } from '../mail/mail-throttle';
import { invitationMail } from './invitation-mail';
import {
  acceptInvitation,
  invitationByToken,
  invite,
  revokeInvitation,
  type InvitationGone,
} from './invitations-repository';
import { findTrip } from './repository';

const DAY_MS = 86_400_000;

const invitationNotFound = () => notFound('This invitation link is not valid.');

const GONE_MESSAGES: Record<InvitationGone, Text> = {
  invitation_used: (t) => t.errors.invitationUsed,
  invitation_revoked: (t) => t.errors.invitationRevoked,
  invitation_expired: (t) => t.errors.invitationExpired,
};
const invitationGone = (reason: InvitationGone) => new HttpError(410, reason, GONE_MESSAGES[reason]);

/** Invitations to a trip by e-mail, from its owner; and their acceptance by the invited account. */
export function invitationRoutes(signedIn: FastifyInstance, { config, db, mailer }: AppDeps) {
  const mails = mailThrottle(db, {
    maxPerEmail: config.MAIL_MAX_PER_EMAIL,
    maxPerAddress: config.MAIL_MAX_PER_ADDRESS,
    windowMinutes: config.MAIL_LIMIT_MINUTES,
  });

  const maxPerDay = config.INVITATION_MAX_PER_DAY;
  const maxPending = config.INVITATION_MAX_PENDING_PER_TRIP;

  addEndpointRoute(signedIn, 'inviteToTrip', async (request, reply) => {
    const { tripId } = request.params;
    const email = normalizeEmail(request.body.email);
    // Per account, whichever addresses its requests come from (the mail limits below count per address);
    // a request that sends nothing takes its count back.
    const sentKey = `invitations-account:${request.session.userId}`;
    const [sent] = await countHits(db, [{ key: sentKey, max: maxPerDay, windowMs: DAY_MS }]);
    if (sent?.over) {
      throw new HttpError(
        429,
        'too_many_invitations',
        (t) => t.errors.tooManyInvitationsToday(maxPerDay, Math.ceil(sent.retryAfterSeconds / 3600)),
        { 'retry-after': String(sent.retryAfterSeconds) },
      );
    }
    // Mails to a stranger's address: counted like every mail a request can have sent.
    const retryAfter = await mails.count(email, request.ip);
    if (retryAfter > 0) {
      await takeBackHit(db, sentKey);
      throw new HttpError(
        429,
        'too_many_mails',
        (t) => t.errors.tooManyInvitationMails(Math.ceil(retryAfter / 60)),
        { 'retry-after': String(retryAfter) },
      );
    }
    const invitation = await invite(
      db,
      { tripId, email, role: request.body.role, invitedBy: request.session.userId },
      maxPending,
    );
    if (typeof invitation === 'string') await takeBackHit(db, sentKey);
    if (invitation === 'already_member') {
      throw new HttpError(409, 'already_member', 'This address belongs to a member of the trip already.');
    }
    if (invitation === 'too_many_pending') {
      throw limitReached((t) => t.errors.tooManyPendingInvitations(maxPending));
    }
    const [inviter] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, request.session.userId));
    const trip = await findTrip(db, tripId);
    if (!inviter || !trip) throw notFound();
    // The invited account's language; for an address without one, the language the invite form chose
    // (the owner knows what their companion reads), and for a request that names none, the inviter's.
    const [invited] = await db.select({ language: users.language }).from(users).where(eq(users.email, email));
    const language = invited?.language ?? request.body.language ?? languageOf(request);
    const link = new URL(`/invitation/${invitation.token}`, config.PUBLIC_URL).toString();
    await mailer.send(
      invitationMail(email, language, {
        inviter: inviter.name,
        tripCity: trip.tripCity,
        tripCountry: trip.tripCountry,
        tripCountryCode: trip.tripCountrySlug,
        role: request.body.role,
        link,
      }),
    );
    return reply.code(201).send({ id: invitation.id });
  });

  addEndpointRoute(signedIn, 'revokeInvitation', async (request, reply) => {
    const { tripId, id } = request.params;
    const revoker = { tripId, userId: request.session.userId, action: 'manageMembers' as const };
    if (!(await revokeInvitation(db, revoker, id))) {
      throw new HttpError(404, 'invitation_not_found', 'No pending invitation of this trip has this id.');
    }
    return reply.code(204).send(null);
  });

  addEndpointRoute(signedIn, 'acceptInvitation', async (request) => {
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, request.session.userId));
    if (!user) throw notFound();
    const outcome = await acceptInvitation(db, hashToken(request.params.token), user);
    if (outcome === 'unknown') throw invitationNotFound();
    if (outcome === 'wrong_account') {
      throw new HttpError(
        403,
        'wrong_account',
        'This invitation is for another e-mail address: sign in with the account it was sent to.',
      );
    }
    if (typeof outcome === 'string') throw invitationGone(outcome);
    return outcome;
  });
}

/** What the invitation page shows before its reader signs in: the link's token is the permission. */
export function publicInvitationRoutes(app: FastifyInstance, { db }: AppDeps) {
  addEndpointRoute(app, 'getInvitation', async (request) => {
    const invitation = await invitationByToken(db, hashToken(request.params.token));
    if (!invitation) throw invitationNotFound();
    if (typeof invitation === 'string') throw invitationGone(invitation);
    return invitation;
  });
}
