import { ATTACHMENT_MAX_BYTES } from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import { formats } from '@/i18n/formats';
import { currentLanguage, messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';

/** The extensions the file input offers (core's ATTACHMENT_ACCEPT); the server judges the bytes anyway. */
const ACCEPTED_EXTENSION = /\.(?:pdf|docx?|jpe?g|png)$/i;

/** What a refused file is told, in the language the app is drawn in when it is refused. */
export function attachmentMessages() {
  const words = messages().todo.attachments;
  return {
    wrongType: { type: 'error', title: words.wrongType, text: words.wrongTypeText },
    tooLarge: {
      type: 'error',
      title: words.tooLarge,
      text: words.tooLargeText(ATTACHMENT_MAX_BYTES / (1024 * 1024)),
    },
    uploadFailed: { type: 'error', title: words.uploadFailed, text: words.uploadFailedText },
  } as const satisfies Record<string, Message>;
}

/** Refuses, before any upload, a file the server would refuse by its name or size; null when it may go. */
export function checkAttachmentFile(file: { name: string; size: number }): Message | null {
  if (!ACCEPTED_EXTENSION.test(file.name)) return attachmentMessages().wrongType;
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentMessages().tooLarge;
  return null;
}

/**
 * What a refused upload means to the user: 415 a type the bytes did not prove, 413 too large, or the
 * user's quota reached, and 429 too many uploads not yet attached (the server's words say how much).
 */
export function uploadFailureMessage(error: unknown): Message {
  const refused = attachmentMessages();
  const words = messages().todo.attachments;
  if (error instanceof ApiRequestError) {
    if (error.status === 415) return refused.wrongType;
    if (error.status === 413 && error.code === 'upload_quota_exceeded') {
      return { type: 'error', title: words.quotaFull, text: error.message };
    }
    if (error.status === 413) return refused.tooLarge;
    if (error.status === 429) {
      return { type: 'error', title: words.tooManyPending, text: error.message };
    }
  }
  return refused.uploadFailed;
}

/** A short size for the picked file: '812 KB', '2.4 MB' ('2,4 MB' in Portuguese). */
export function formatFileSize(bytes: number): string {
  const words = messages().todo.attachments;
  if (bytes < 1024 * 1024) return words.kilobytes(String(Math.max(1, Math.round(bytes / 1024))));
  return words.megabytes(formats(currentLanguage()).decimal(bytes / (1024 * 1024), 1));
}

/** The instant a signed attachment link stops opening (its `expires`), or null when it carries none. */
export function linkExpiresAt(link: string): number | null {
  const query = link.split('?')[1];
  if (!query) return null;
  const expires = Number(new URLSearchParams(query).get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires : null;
}
