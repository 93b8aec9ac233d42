import { ATTACHMENT_TYPES, type AttachmentType } from '@wayfarer/core';
import { fileTypeFromBuffer } from 'file-type';
import { isWordBinaryDocument } from './compound-file';

const WORD_97 = ATTACHMENT_TYPES.find((type) => type.ext === 'doc');

/**
 * The accepted type these bytes really are, whatever the file was called; undefined refuses the file.
 * file-type names a Word 97-2003 file only as a compound file ('cfb'), so that case is looked into.
 */
export async function attachmentKindOf(bytes: Uint8Array): Promise<AttachmentType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  if (detected.ext === 'cfb') return isWordBinaryDocument(bytes) ? WORD_97 : undefined;
  return ATTACHMENT_TYPES.find((type) => type.ext === detected.ext && type.mime === detected.mime);
}
