import type { Language } from '@wayfarer/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared-statement';
import { tripMembers } from '../trip/trip-schema';
import { newOpaqueToken } from '../http/auth';
import { mailTokens, profileColumns, sessions, users } from './accounts-schema';

export type MailTokenPurpose = (typeof mailTokens.$inferSelect)['purpose'];

const HOUR_MS = 3_600_000;
export const MAIL_TOKEN_LIFETIME_MS: Record<MailTokenPurpose, number> = {
  confirm_email: 48 * HOUR_MS,
  reset_password: HOUR_MS,
};
export const SESSION_LIFETIME_MS = { normal: 12 * HOUR_MS, remembered: 30 * 24 * HOUR_MS };

/** GET /user's read, which every signed-in page makes: the profile's columns, not the password's hash. */
const profileOf = preparedOnce((db) =>
  db
    .select(profileColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_of'),
);

/** Marks a mailed token used, once: false when it already was (another request got there first). */
async function claimMailToken(tx: Pick<Db, 'update'>, tokenId: string): Promise<boolean> {
  const claimed = await tx
    .update(mailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(mailTokens.id, tokenId), isNull(mailTokens.usedAt)))
    .returning({ id: mailTokens.id });
  return claimed.length > 0;
}

/** Ends the user's unused password-reset links: they answer as expired from now on. */
async function endResetLinks(tx: Pick<Db, 'update'>, userId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(mailTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(mailTokens.userId, userId),
        eq(mailTokens.purpose, 'reset_password'),
        isNull(mailTokens.usedAt),
        gt(mailTokens.expiresAt, now),
      ),
    );
}

export function accountsRepository(db: Db) {
  return {
    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async findProfile(id: string) {
      const [profile] = await profileOf(db).execute({ id });
      return profile;
    },

    /** Changes the account's settings; answers the profile as it now is. */
    async updateSettings(
      id: string,
      { timeZone, language }: { timeZone?: string | undefined; language?: Language | undefined },
    ) {
      if (timeZone !== undefined || language !== undefined) {
        await db.update(users).set({ timeZone, language }).where(eq(users.id, id));
      }
      const [profile] = await profileOf(db).execute({ id });
      return profile;
    },

    /** Inserts the user unless the e-mail is taken; answers undefined when it is. Without a zone, UTC. */
    async createUser(values: {
      name: string;
      email: string;
      passwordHash: string;
      language: Language;
      timeZone?: string | undefined;
    }) {
      const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return user;
    },

    async findUserByGoogleId(googleId: string) {
      const [user] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
      return user;
    },

    /**
     * A user Google vouches for: confirmed, no password (one can be set through "forgot password").
     * Answers undefined when the e-mail or the Google id was taken meanwhile.
     */
    async createGoogleUser(values: { name: string; email: string; googleId: string; language: Language }) {
      const [user] = await db
        .insert(users)
        .values({ ...values, emailConfirmedAt: new Date() })
        .onConflictDoNothing()
        .returning();
      return user;
    },

    /**
     * Links the account of a verified e-mail to its Google account, once. Google having verified the
     * e-mail proves the mailbox: an account never confirmed is confirmed, and the password it was
     * registered with is dropped and its sessions ended, because whoever chose that password never
     * proved the mailbox (else they could register a victim's address first and share the account).
     * Answers false when the account is linked already (to another Google account, or by a race).
     */
    async linkGoogle(userId: string, googleId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ confirmedAt: users.emailConfirmedAt })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.googleId)))
          .for('update');
        if (!user) return false;
        const proven = user.confirmedAt !== null;
        await tx
          .update(users)
          .set(proven ? { googleId } : { googleId, emailConfirmedAt: new Date(), passwordHash: null })
          .where(eq(users.id, userId));
        if (!proven) await tx.delete(sessions).where(eq(sessions.userId, userId));
        return true;
      });
    },

    /** Whether the user has a current trip: sign-in then opens it, else onboarding. */
    async hasTrip(userId: string): Promise<boolean> {
      const [member] = await db
        .select({ tripId: tripMembers.tripId })
        .from(tripMembers)
        .where(and(eq(tripMembers.userId, userId), eq(tripMembers.current, true)))
        .limit(1);
      return member !== undefined;
    },

    async createSession(userId: string, remember: boolean): Promise<string> {
      const { token, hash } = newOpaqueToken();
      const lifetime = remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.normal;
      await db
        .insert(sessions)
        .values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + lifetime) });
      return token;
    },

    async revokeSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** A new mailed token; a new password-reset link ends every earlier one of the user. */
    async issueMailToken(userId: string, purpose: MailTokenPurpose): Promise<string> {
      const { token, hash } = newOpaqueToken();
      await db.transaction(async (tx) => {
        if (purpose === 'reset_password') await endResetLinks(tx, userId);
        await tx.insert(mailTokens).values({
          userId,
          purpose,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + MAIL_TOKEN_LIFETIME_MS[purpose]),
        });
      });
      return token;
    },

    async findMailToken(tokenHash: string, purpose: MailTokenPurpose) {
      const [row] = await db
        .select()
        .from(mailTokens)
        .where(and(eq(mailTokens.tokenHash, tokenHash), eq(mailTokens.purpose, purpose)))
        .limit(1);
      return row;
    },

    /** Marks the token used and confirms the e-mail; false when another request used it first. */
    async confirmEmail(tokenId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await claimMailToken(tx, tokenId))) return false;
        await tx.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
        return true;
      });
    },

    /**
     * Sets the new password, marks the token used and ends every session and every other reset link of
     * the user, so that whoever knew the old password, or holds an older link, is shut out. Following the
     * mailed link also proves the mailbox.
     */
    async resetPassword(tokenId: string, userId: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await claimMailToken(tx, tokenId))) return false;
        await endResetLinks(tx, userId);
        const [user] = await tx
          .select({ confirmedAt: users.emailConfirmedAt })
          .from(users)
          .where(eq(users.id, userId));
        await tx
          .update(users)
          .set({ passwordHash, emailConfirmedAt: user?.confirmedAt ?? new Date() })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return true;
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
