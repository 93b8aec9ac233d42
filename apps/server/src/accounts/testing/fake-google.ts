import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

/** The client id the tests configure; Google would hand out '….apps.googleusercontent.com'. */
export const FAKE_GOOGLE_CLIENT_ID = 'wayfarer-test.apps.googleusercontent.com';
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** The claims of a Google ID token that sign-in reads; the signer fills the rest. */
export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface SignOptions {
  /** Seconds from now; negative for a token already expired. Default one hour. */
  expiresIn?: number;
  /** Seconds from now before which the token is not valid yet. */
  notBefore?: number;
  audience?: string;
  issuer?: string;
  /** Sign with a key the JWKS does not list, under the listed kid (a bad signature). */
  foreignKey?: boolean;
  kid?: string;
}

export interface FakeGoogle {
  /** GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL pointing at this fake. */
  env: Record<string, string>;
  jwksUrl: string;
  /** How many times the keys were fetched. */
  keyFetches(): number;
  /** While down, the keys URL answers 503. */
  setDown(down: boolean): void;
  /** While hanging, the keys URL never answers. */
  setHanging(hanging: boolean): void;
  /**
   * Google's key rotation: a new key joins the set under a new kid and signs every token from now on;
   * the old one stays listed, as Google keeps it until the tokens it signed have expired.
   */
  rotate(): Promise<void>;
  sign(claims: GoogleClaims, options?: SignOptions): Promise<string>;
  /** A token with `alg: none` and no signature, as a forger would send. */
  unsigned(claims: GoogleClaims): string;
  close(): Promise<void>;
}

const KID = 'wayfarer-test-key-1';

async function publicJwkOf(key: CryptoKey, kid: string): Promise<JWK> {
  return { ...(await exportJWK(key)), kid, alg: 'RS256', use: 'sig' };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Google's side of sign-in, on this machine: an RS256 key pair made for the run, its public half served
 * as a JWKS from 127.0.0.1 (as https://www.googleapis.com/oauth2/v3/certs serves Google's), and a signer
 * of ID tokens with Google's claims.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const [listed, foreign] = await Promise.all([
    generateKeyPair('RS256', { extractable: true }),
    generateKeyPair('RS256', { extractable: true }),
  ]);
  const published: JWK[] = [await publicJwkOf(listed.publicKey, KID)];
  let signer = { key: listed.privateKey, kid: KID };
  let down = false;
  let hanging = false;
  let fetches = 0;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    fetches += 1;
    if (hanging) return;
    if (down) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      .end(JSON.stringify({ keys: published }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;

  return {
    env: { GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl },
    jwksUrl,
    keyFetches: () => fetches,
    setDown: (value) => {
      down = value;
    },
    setHanging: (value) => {
      hanging = value;
    },
    async rotate() {
      const next = await generateKeyPair('RS256', { extractable: true });
      const kid = `wayfarer-test-key-${published.length + 1}`;
      published.push(await publicJwkOf(next.publicKey, kid));
      signer = { key: next.privateKey, kid };
    },
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        email_verified: true,
        name: 'Gabriela Google',
        azp: FAKE_GOOGLE_CLIENT_ID,
        jti: crypto.randomUUID(),
        ...claims,
      };
      const jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? signer.kid, typ: 'JWT' })
        .setIssuer(options.issuer ?? GOOGLE_ISSUER)
        .setAudience(options.audience ?? FAKE_GOOGLE_CLIENT_ID)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (options.expiresIn ?? 3600));
      if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
      return jwt.sign(options.foreignKey ? foreign.privateKey : signer.key);
    },
    unsigned(claims) {
      const now = Math.floor(Date.now() / 1000);
      const header = base64url({ alg: 'none', typ: 'JWT', kid: KID });
      const payload = base64url({
        iss: GOOGLE_ISSUER,
        aud: FAKE_GOOGLE_CLIENT_ID,
        iat: now,
        exp: now + 3600,
        email_verified: true,
        ...claims,
      });
      return `${header}.${payload}.`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
