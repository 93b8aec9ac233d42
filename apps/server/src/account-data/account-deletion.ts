import type { Language } from '@wayfarer/core';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { users } from '../accounts/accounts-schema';
import type { Db } from '../db/client';
import { CHANGES_CHANNEL } from '../db/notifications';
import { todoAttachments, todoUploads } from '../todo/todo-schema';
import { tripMembers, trips } from '../trip/trip-schema';
import type { AccountDataSources } from './sources';

/** A member a trip of the deleted account passed to, for the mail that tells them. */
export interface Heir {
  email: string;
  name: string;
  tripCity: string;
  tripCountry: string;
  /** The heir's language, which their mail is written in. */
  language: Language;
}

export interface DeletedAccount {
  name: string;
  /** Attachment files no one can reach any more: removed from the store once committed. */
  attachmentFiles: string[];
  /** The photo's stored name (the default's too, which names no stored file). */
  photo: string;
  heirs: Heir[];
}

/**
 * Deletes the account in one transaction. Each trip it owns passes to the member who joined first, or,
 * with no other member, is deleted with its board, goals and costs. The uploads behind what it attached
 * to trips that stay pass to each trip's owner, as an upload goes with its uploader (and its attachment
 * with it). Then the user's row goes, and with it (the foreign keys' cascades) their sessions,
 * memberships, own finances and board, pending uploads, notifications, reminders and calendar feed; what
 * they added to trips that stay remains, its author null. Their live sockets are told at commit. The
 * files are the caller's to remove after the commit: a file removed before a rollback would be lost.
 */
export async function deleteAccount(
  db: Db,
  sources: AccountDataSources,
  userId: string,
): Promise<DeletedAccount | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ name: users.name, photo: users.photo })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return undefined;
    const owned = (await sources.tripsOf(tx, userId)).filter(({ role }) => role === 'owner');
    if (owned.length > 0) {
      // A member who joins meanwhile waits for this transaction, and then is seen: no trip is deleted under them.
      await tx
        .select({ id: trips.id })
        .from(trips)
        .where(
          inArray(
            trips.id,
            owned.map(({ id }) => id),
          ),
        )
        .for('update');
    }
    const attachmentFiles: string[] = [];
    const heirs: Heir[] = [];
    for (const trip of owned) {
      const heir = (await sources.membersOf(tx, trip.id)).find((member) => member.userId !== userId);
      if (!heir) {
        attachmentFiles.push(...(await sources.deleteTrip(tx, trip.id)));
        continue;
      }
      await sources.handOver(tx, trip.id, userId, heir.userId);
      const [reader] = await tx
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, heir.userId));
      heirs.push({
        language: reader?.language ?? 'en',
        email: heir.email,
        name: heir.name,
        tripCity: trip.tripCity,
        tripCountry: trip.tripCountry,
      });
    }

    const owner = sql`(select ${tripMembers.userId} from ${tripMembers}
      where ${tripMembers.tripId} = ${todoAttachments.tripId} and ${tripMembers.role} = 'owner')`;
    await tx.execute(sql`
      update ${todoUploads} set user_id = ${owner}
      from ${todoAttachments}
      where ${todoAttachments.fileName} = ${todoUploads.fileName}
        and ${and(eq(todoUploads.userId, userId), isNotNull(todoAttachments.tripId))}
        and ${owner} is not null`);
    const ownUploads = await tx
      .select({ fileName: todoUploads.fileName })
      .from(todoUploads)
      .where(eq(todoUploads.userId, userId));
    attachmentFiles.push(...ownUploads.map(({ fileName }) => fileName));

    await tx.delete(users).where(eq(users.id, userId));
    await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ ended: userId })})`);
    return { name: user.name, attachmentFiles, photo: user.photo, heirs };
  });
}
