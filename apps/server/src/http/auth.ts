import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../accounts/accounts-schema';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by `requireUser` before any data route runs. */
    userId: string;
    sessionTokenHash: string;
  }
}

/** 32 random bytes: unguessable, URL-safe, and only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token.length > 200) return undefined;
  return token;
}

/** Called once on the root instance, so that every scope may call `requireUser`. */
export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionTokenHash', '');
}

/**
 * The one ownership guard: routes registered inside a scope that calls this only ever see
 * `request.userId` of a live session, and every query filters by it.
 */
export function requireUser(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const [session] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!session) throw unauthorized();
    request.userId = session.userId;
    request.sessionTokenHash = tokenHash;
  });
}
