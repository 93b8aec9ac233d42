import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownedBy } from '../db/ownership';
import {
  holdListToAdd,
  newRowOf,
  writeBoardRow,
  writeOnBoard,
  holdItemRule,
  BOARD_ITEMS,
  type BoardAccess,
  type TodoAttachmentRow,
} from './board-access';
import { todoAttachments, todoUploads } from './todo-schema';

/*
 * A list's attachments and the uploads behind them: a file is uploaded first, by its uploader alone,
 * within their quota, then attached to a list of the board; an upload no list claims in time is swept.
 */

export type AttachResult = TodoAttachmentRow | 'no_list' | 'no_upload' | 'already_attached';

/** Unattached uploads this old are abandoned forms; their files are swept. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 3_600_000;

/** How many files a user may keep waiting to be attached, and how many bytes of files in all. */
export interface UploadQuota {
  maxPending: number;
  maxBytes: number;
}

export type RecordUploadResult =
  | 'recorded'
  | { refused: 'too_many_pending'; pending: number }
  | { refused: 'over_quota'; usedBytes: number };

/** An upload no attachment claims. */
const unattached = (db: Db) =>
  notExists(
    db
      .select({ id: todoAttachments.id })
      .from(todoAttachments)
      .where(eq(todoAttachments.fileName, todoUploads.fileName)),
  );

/**
 * Forgets the uploads that no attachment claimed within ABANDONED_UPLOAD_AGE_MS, of every user or of
 * one; answers their files, for the caller to remove.
 */
export async function forgetAbandonedUploads(db: Db, now: number, userId?: string): Promise<string[]> {
  const swept = await db
    .delete(todoUploads)
    .where(
      and(
        userId === undefined ? undefined : ownedBy(todoUploads, userId),
        lt(todoUploads.createdAt, new Date(now - ABANDONED_UPLOAD_AGE_MS)),
        unattached(db),
      ),
    )
    .returning({ fileName: todoUploads.fileName });
  return swept.map((upload) => upload.fileName);
}

/**
 * The file behind a signed link, with what serving it needs. Not scoped to a user: here the link's
 * signature, checked before this is called, is what grants access.
 */
export async function findAttachedFile(db: Db, fileName: string) {
  const [file] = await db
    .select({ title: todoAttachments.title, mimeType: todoUploads.mimeType, size: todoUploads.size })
    .from(todoAttachments)
    .innerJoin(todoUploads, eq(todoUploads.fileName, todoAttachments.fileName))
    .where(eq(todoAttachments.fileName, fileName))
    .limit(1);
  return file;
}

/** The caller's uploads, and the board's attachments. */
export function attachmentsOf(board: BoardAccess) {
  const { db, authorId } = board;
  return {
    /**
     * Records a stored file as the caller's upload, within the quota. The caller's uploads are counted
     * and the row inserted under a lock of their uploads, so that uploads sent at once cannot all pass
     * the same count.
     */
    async recordUpload(
      upload: { fileName: string; mimeType: string; size: number },
      quota: UploadQuota,
    ): Promise<RecordUploadResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`uploads:${authorId}`}, 0))`);
        const [usage] = await tx
          .select({
            pending: sql<number>`count(*) FILTER (WHERE ${unattached(tx)})`.mapWith(Number),
            bytes: sql<number>`coalesce(sum(${todoUploads.size}), 0)`.mapWith(Number),
          })
          .from(todoUploads)
          .where(ownedBy(todoUploads, authorId));
        const pending = usage?.pending ?? 0;
        const usedBytes = usage?.bytes ?? 0;
        if (pending >= quota.maxPending) return { refused: 'too_many_pending', pending };
        if (usedBytes + upload.size > quota.maxBytes) return { refused: 'over_quota', usedBytes };
        await tx.insert(todoUploads).values({ ...upload, userId: authorId });
        return 'recorded';
      });
    },

    /** Forgets the caller's uploads that no attachment claimed in time; answers their files to remove. */
    sweepAbandonedUploads: (): Promise<string[]> => forgetAbandonedUploads(db, Date.now(), authorId),

    /** Attaches one of the caller's own uploads, once, to a list of the board. */
    async createAttachment(content: {
      toDoListId: string;
      title: string;
      fileName: string;
    }): Promise<AttachResult> {
      return writeOnBoard(board, async (tx) => {
        if (!(await holdListToAdd(tx, board, content.toDoListId, 'attachments'))) return 'no_list';
        const [upload] = await tx
          .select({ fileName: todoUploads.fileName })
          .from(todoUploads)
          .where(and(eq(todoUploads.fileName, content.fileName), ownedBy(todoUploads, authorId)))
          .for('key share');
        if (!upload) return 'no_upload';
        const [attachment] = await tx
          .insert(todoAttachments)
          .values({ ...content, ...newRowOf(board) })
          .onConflictDoNothing({ target: todoAttachments.fileName })
          .returning();
        return attachment ?? 'already_attached';
      });
    },

    /** Deletes the attachment and its upload, whoever of the trip uploaded it; answers the file to remove. */
    deleteAttachment: (id: string, expected?: number) =>
      writeOnBoard(board, async (tx, held) => {
        await holdItemRule(tx, board, held, BOARD_ITEMS.attachment, id, 'delete');
        return writeBoardRow(tx, board, todoAttachments, id, expected, async (where) => {
          const [attachment] = await tx
            .delete(todoAttachments)
            .where(where)
            .returning({ fileName: todoAttachments.fileName });
          if (!attachment) return undefined;
          await tx.delete(todoUploads).where(eq(todoUploads.fileName, attachment.fileName));
          return attachment.fileName;
        });
      }),
  };
}
