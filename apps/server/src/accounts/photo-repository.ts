import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from './accounts-schema';

/**
 * Sets the user's photo and answers the one it replaces (undefined when the user is gone). The old name
 * is read under a row lock, so that of two uploads at once each learns the name the other replaced and
 * no stored file is left without an owner.
 */
export async function replaceUserPhoto(db: Db, userId: string, photo: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ photo: users.photo })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!previous) return undefined;
    await tx.update(users).set({ photo }).where(eq(users.id, userId));
    return previous.photo;
  });
}
