import { ATTACHMENT_MAX_BYTES } from '@wayfarer/core';
import type { Message } from '../../components/ui/message-box';
import { ApiRequestError } from '../../lib/api-client';

/** The extensions the file input offers (core's ATTACHMENT_ACCEPT); the server judges the bytes anyway. */
const ACCEPTED_EXTENSION = /\.(?:pdf|docx?|jpe?g|png)$/i;

export const attachmentMessages = {
  wrongType: {
    type: 'error',
    title: 'This file type cannot be attached.',
    text: 'Attach a pdf, doc, docx, jpeg or png file.',
  },
  tooLarge: {
    type: 'error',
    title: 'This file is too large.',
    text: `Attachments can be at most ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  },
  uploadFailed: {
    type: 'error',
    title: 'The file could not be uploaded.',
    text: 'Please try again.',
  },
} as const satisfies Record<string, Message>;

/** Refuses, before any upload, a file the server would refuse by its name or size; null when it may go. */
export function checkAttachmentFile(file: { name: string; size: number }): Message | null {
  if (!ACCEPTED_EXTENSION.test(file.name)) return attachmentMessages.wrongType;
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentMessages.tooLarge;
  return null;
}

/**
 * What a refused upload means to the user: 415 a type the bytes did not prove, 413 too large, or the
 * user's quota reached, and 429 too many uploads not yet attached (the server's words say how much).
 */
export function uploadFailureMessage(error: unknown): Message {
  if (error instanceof ApiRequestError) {
    if (error.status === 415) return attachmentMessages.wrongType;
    if (error.status === 413 && error.code === 'upload_quota_exceeded') {
      return { type: 'error', title: 'Your attachments are full.', text: error.message };
    }
    if (error.status === 413) return attachmentMessages.tooLarge;
    if (error.status === 429) {
      return { type: 'error', title: 'Too many files wait to be attached.', text: error.message };
    }
  }
  return attachmentMessages.uploadFailed;
}

/** A short size for the picked file: '812 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The instant a signed attachment link stops opening (its `expires`), or null when it carries none. */
export function linkExpiresAt(link: string): number | null {
  const query = link.split('?')[1];
  if (!query) return null;
  const expires = Number(new URLSearchParams(query).get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires : null;
}
