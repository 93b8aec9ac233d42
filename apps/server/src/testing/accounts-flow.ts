import { eq } from 'drizzle-orm';
import { sessions } from '../accounts/accounts-schema';
import { hashToken } from '../http/auth';
import type { TestApp } from './test-app';

let counter = 0;
export const STRONG_PASSWORD = 'Travel2026';

/** A new address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export function tokenFromLink(link: string): string {
  const token = link.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Registers and confirms through the mailed link; answers a session token (for a user with no trip). */
export async function signUp({ app, smtp }: TestApp, email = uniqueEmail(), name = 'Ana Traveller') {
  await app.inject({
    method: 'POST',
    url: '/api/user',
    payload: { name, email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
  });
  const mail = await smtp.nextMailTo(email);
  await app.inject({ method: 'PATCH', url: `/api/confirmemail/${tokenFromLink(mail.link)}` });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: STRONG_PASSWORD },
  });
  const token = login.json<{ result: string }>().result;
  return { email, name, token, auth: { authorization: `Bearer ${token}` } };
}

/** The id of the user a session token is of, for rows a test writes straight to the database. */
export async function userIdOf({ db }: Pick<TestApp, 'db'>, token: string): Promise<string> {
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!session) throw new Error('no session has this token');
  return session.userId;
}
