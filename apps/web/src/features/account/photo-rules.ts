import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES } from '@wayfarer/core';
import type { Message } from '@/components/ui/message-box';
import { messages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';

/** The photo's texts, in the language the app is drawn in. */
const texts = () => messages().account.photo;

export const photoMessages = () => ({
  wrongType: texts().wrongType,
  tooLarge: texts().tooLarge(PHOTO_MAX_BYTES / 1024 / 1024),
  empty: texts().empty,
});

const photoRefused = (text: string): Message => ({ type: 'error', title: texts().notChanged, text });

/**
 * The browser's first look at a chosen file, from its declared type and size. Only a first look: the
 * type comes from the file's name, so the server, which reads the bytes, is the judge.
 */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): Message | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return photoRefused(photoMessages().wrongType);
  if (file.size > PHOTO_MAX_BYTES) return photoRefused(photoMessages().tooLarge);
  if (file.size === 0) return photoRefused(photoMessages().empty);
  return null;
}

/** Why the server refused an upload: 415 not a jpeg or png, 413 too large, 429 changed too often. */
export function photoUploadFailure(error: unknown): Message {
  const status = error instanceof ApiRequestError ? error.status : -1;
  if (error instanceof ApiRequestError && status === 429) return photoRefused(error.message);
  if (status === 415) return photoRefused(photoMessages().wrongType);
  if (status === 413) return photoRefused(photoMessages().tooLarge);
  if (status === 400) return photoRefused(texts().unreadable);
  if (status === 0) return photoRefused(texts().unreachable);
  return { type: 'server_error', title: texts().notChanged, text: texts().tryAgain };
}

export const photoChanged = (): Message => ({ type: 'success', ...texts().changed });
