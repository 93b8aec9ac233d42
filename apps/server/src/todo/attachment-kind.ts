import { ATTACHMENT_TYPES, type AttachmentType } from '@wayfarer/core';
import { fileTypeFromBuffer } from 'file-type';
import type { ByteSource } from '../storage/block-reader';
import { isWordBinaryDocument } from './compound-file';

/**
 * How much of an upload is held to judge its type before any of it is stored. Every accepted kind shows
 * in its first bytes, a DOCX by the zip entries Word and LibreOffice write first ([Content_Types].xml,
 * word/…); 64 KB leaves room for a large first entry.
 */
export const SNIFF_BYTES = 64 * 1024;

/** Checked against the accepted types: it stays one of them. */
export const WORD_97 = { ext: 'doc', mime: 'application/msword' } as const satisfies AttachmentType;

/** A compound file: a DOC if it holds a WordDocument stream, which only its directory tells. */
export const COMPOUND_FILE = 'compound file';

/**
 * The accepted type the first bytes of an upload really are, whatever the file was called; undefined
 * refuses the file. file-type names a Word 97-2003 file only as a compound file ('cfb'), which is
 * answered as COMPOUND_FILE, for `compoundFileKind` to look into once it is stored.
 */
export async function sniffAttachment(
  head: Uint8Array,
): Promise<AttachmentType | typeof COMPOUND_FILE | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return undefined;
  if (detected.ext === 'cfb') return COMPOUND_FILE;
  return ATTACHMENT_TYPES.find((type) => type.ext === detected.ext && type.mime === detected.mime);
}

/** A compound file's accepted type: DOC when it holds a WordDocument stream, else none. */
export async function compoundFileKind(source: ByteSource): Promise<AttachmentType | undefined> {
  return (await isWordBinaryDocument(source)) ? WORD_97 : undefined;
}
