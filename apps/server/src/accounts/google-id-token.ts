import { MAX_NAME_LENGTH } from '@wayfarer/core';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/** What sign-in takes from a verified Google ID token, and from nowhere else. */
export interface GoogleIdentity {
  /** Google's stable id of the account (`sub`). */
  googleId: string;
  /** As Google has it; normalise before comparing. */
  email: string;
  emailVerified: boolean;
  name: string;
}

/** Why a credential was not accepted: the token itself, or Google's keys out of reach. */
export class GoogleCredentialError extends Error {
  constructor(
    readonly reason: 'invalid' | 'keys_unavailable',
    message: string,
  ) {
    super(message);
  }
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
  /** How long one fetch of Google's keys may take. */
  timeoutMs: number;
  /**
   * After a fetch, how long a token naming a key not in the set is refused without fetching again: a
   * flood of forged tokens with made-up key ids cannot turn into a flood of requests to Google.
   */
  cooldownMs?: number;
}

export type VerifyGoogleCredential = (credential: string) => Promise<GoogleIdentity>;

/**
 * The key set could not be had: its fetch failed (network), took too long, answered other than 200,
 * or was not a key set. Everything else is about the token itself (expired, forged, not ours…).
 */
function keysOutOfReach(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === errors.JOSEError.code
  );
}

/** The name to greet the user by: the token's name, else given + family name, else the e-mail's local part. */
function nameOf(claims: JWTPayload, email: string): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') ||
    email.split('@')[0] ||
    email;
  return name.slice(0, MAX_NAME_LENGTH);
}

/**
 * Verifies Google ID tokens as Google documents it: an RS256 signature by one of the keys Google
 * publishes (fetched with a deadline, kept, and fetched again only for an unknown `kid`, at most every
 * 30 s), an issuer of Google's, our client id as audience, and the token's time window.
 */
export function googleVerifier({
  clientId,
  jwksUrl,
  issuers,
  timeoutMs,
  cooldownMs = 30_000,
}: GoogleVerifierOptions): VerifyGoogleCredential {
  const keys = createRemoteJWKSet(new URL(jwksUrl), {
    timeoutDuration: timeoutMs,
    cooldownDuration: cooldownMs,
    cacheMaxAge: 6 * 3_600_000,
  });

  return async (credential) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        issuer: issuers,
        audience: clientId,
        clockTolerance: 5,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw keysOutOfReach(error)
        ? new GoogleCredentialError('keys_unavailable', "Google's keys could not be fetched.")
        : new GoogleCredentialError('invalid', 'The Google credential is not valid.');
    }
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!payload.sub || !email) {
      throw new GoogleCredentialError('invalid', 'The token carries no account id or e-mail.');
    }
    return {
      googleId: payload.sub,
      email,
      emailVerified: payload.email_verified === true,
      name: nameOf(payload, email),
    };
  };
}
