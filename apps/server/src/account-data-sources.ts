import type { FastifyBaseLogger } from 'fastify';
import type { AccountDataSources } from './account-data/sources';
import type { AppDeps } from './app-deps';
import { googleVerifier, GoogleCredentialError } from './accounts/google-id-token';
import { LoginThrottle } from './accounts/login-throttle';
import { argon2Passwords, passwordChecker } from './accounts/passwords';
import { calendarDocument } from './calendar/calendar-feed';
import { storedItinerary } from './itinerary/itinerary-repository';
import { presentItinerary } from './itinerary/presenters';
import { presentFinances } from './finances/presenters';
import { readFinances } from './finances/state-repository';
import type { AttachmentLinkSigner } from './todo/attachment-links';
import { presentBoard } from './todo/presenters';
import { readBoard } from './todo/list-repository';
import { changeRole, deleteTrip, membersOf, tripsOf } from './trip/members-repository';
import { findTrip } from './trip/repository';
import { photoFiles } from './accounts/photo-files';

/** How long one fetch of Google's keys may take, as for sign-in. */
const GOOGLE_KEYS_TIMEOUT_MS = 5000;

/** An export names each attachment by its stored file, which the archive then opens: no link is signed. */
const storedFileNames: AttachmentLinkSigner = { sign: (fileName) => fileName, check: () => 'forged' };

/**
 * The features' reads and changes that the export and the account's deletion are made of: composed here,
 * as a feature reaches another only through its tables.
 */
export function accountDataSources(
  { config, db, files, passwords = argon2Passwords }: AppDeps,
  log: FastifyBaseLogger,
): AccountDataSources {
  const checker = passwordChecker(passwords);
  const verify = config.GOOGLE_CLIENT_ID
    ? googleVerifier({
        clientId: config.GOOGLE_CLIENT_ID,
        jwksUrl: config.GOOGLE_JWKS_URL,
        issuers: config.GOOGLE_ISSUERS,
        timeoutMs: GOOGLE_KEYS_TIMEOUT_MS,
      })
    : null;

  return {
    tripsOf,
    findTrip,
    membersOf,
    // What the reader may do with each item is not exported (export-document.ts): the user reads as the owner of their own.
    boardOf: async (db, scope) =>
      presentBoard(await readBoard(db, scope), storedFileNames, { userId: '', role: null }),
    financesOf: async (db, userId, tripScope) =>
      presentFinances(await readFinances(db, { userId, tripScope }), { userId, role: null }),
    itineraryOf: async (db, tripId) =>
      presentItinerary(tripId, await storedItinerary(db, tripId), { userId: '', role: null }),
    calendarOf: (db, owner) => calendarDocument(db, owner, config.PUBLIC_URL),
    async handOver(db, tripId, ownerId, heirId) {
      const change = await changeRole(db, tripId, ownerId, heirId, 'owner');
      if (change !== 'changed') throw new Error(`the trip could not be handed over: ${change}`);
    },
    deleteTrip,
    checkPassword: (hash, password) => checker.check(hash, password),
    checkGoogle:
      verify &&
      (async (credential) => {
        try {
          return { googleId: (await verify(credential)).googleId };
        } catch (error) {
          if (error instanceof GoogleCredentialError) return error.reason;
          throw error;
        }
      }),
    throttle: new LoginThrottle(db, {
      maxFailuresPerEmail: config.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
    }),
    photos: photoFiles(files, log),
  };
}
