import { emailSchema, type Language, LoginStatus, nameSchema, normalizeEmail } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpointRoute } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { languageOf } from '../http/language';
import { googleVerifier, GoogleCredentialError, type VerifyGoogleCredential } from './google-id-token';
import { accountsRepository } from './repository';

/** How long one fetch of Google's keys may take before sign-in answers 503. */
const GOOGLE_KEYS_TIMEOUT_MS = 5000;

/**
 * POST /login/social: sign in, or up, with a Google ID token (spec section 7), verified here. The name,
 * e-mail and Google id come from the verified token alone. 201 when the user has no trip yet (a first
 * sign-in always), 200 otherwise, as the password login answers.
 */
export async function socialLoginRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  const accounts = accountsRepository(db);
  const clientId = config.GOOGLE_CLIENT_ID;
  const verify: VerifyGoogleCredential | null = clientId
    ? googleVerifier({
        clientId,
        jwksUrl: config.GOOGLE_JWKS_URL,
        issuers: config.GOOGLE_ISSUERS,
        timeoutMs: GOOGLE_KEYS_TIMEOUT_MS,
      })
    : null;

  async function identify(credential: string) {
    if (!verify) {
      throw new HttpError(404, 'social_login_disabled', 'Google sign-in is not enabled on this server.');
    }
    try {
      return await verify(credential);
    } catch (error) {
      if (!(error instanceof GoogleCredentialError)) throw error;
      if (error.reason === 'keys_unavailable') {
        throw new HttpError(
          503,
          'google_unavailable',
          'Google sign-in is unavailable right now. Try again in a moment.',
        );
      }
      throw new HttpError(
        401,
        'invalid_credential',
        "Google's sign-in could not be verified. Please try again.",
      );
    }
  }

  /**
   * The identity's e-mail and name, held to the sign-up form's rules: a verified token proves who signed
   * it, not that what it says fits an account (a name with control characters, an e-mail of 5,000).
   */
  function accountFields(identity: Awaited<ReturnType<typeof identify>>) {
    const email = emailSchema.safeParse(identity.email);
    const name = nameSchema.safeParse(identity.name);
    if (email.success && name.success) return { email: normalizeEmail(email.data), name: name.data };
    throw new HttpError(403, 'google_identity_refused', (t) =>
      email.success ? t.errors.googleNameRefused : t.errors.googleEmailRefused,
    );
  }

  /**
   * The account of the Google identity: already linked, linked now, or made now, in the language the
   * browser asks for.
   */
  async function accountOf(identity: Awaited<ReturnType<typeof identify>>, language: Language) {
    const linked = await accounts.findUserByGoogleId(identity.googleId);
    if (linked) return linked;
    if (!identity.emailVerified) {
      throw new HttpError(
        403,
        'email_not_verified',
        'Google has not verified this e-mail address. Verify it with Google, or register with a password.',
      );
    }
    const { email, name } = accountFields(identity);
    const registered = await accounts.findUserByEmail(email);
    if (registered) {
      if (registered.googleId !== null || !(await accounts.linkGoogle(registered.id, identity.googleId))) {
        throw new HttpError(
          409,
          'google_account_conflict',
          'This e-mail belongs to an account linked to another Google account.',
        );
      }
      return registered;
    }
    const created = await accounts.createGoogleUser({
      name,
      email,
      googleId: identity.googleId,
      language,
    });
    // Taken between the look-up and the insert (a double click): the other request's account is the one.
    return created ?? (await accounts.findUserByGoogleId(identity.googleId));
  }

  addEndpointRoute(app, 'socialLogin', async (request, reply) => {
    const user = await accountOf(await identify(request.body.credential), languageOf(request));
    if (!user)
      throw new HttpError(
        409,
        'google_account_conflict',
        'This Google account could not be signed in. Try again.',
      );
    const token = await accounts.createSession(user.id, request.body.remember);
    const status = (await accounts.hasTrip(user.id)) ? LoginStatus.signedIn : LoginStatus.signedInWithoutTrip;
    return reply.code(status).send({ result: token });
  });
}
