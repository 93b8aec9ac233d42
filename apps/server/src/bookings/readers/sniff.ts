/*
 * What a file is, from its bytes alone: a name or a declared type is the sender's word, and a hostile
 * sender's is worthless. Text is told apart by its first lines.
 */

export type FileFormat = 'pdf' | 'zip' | 'image' | 'calendar' | 'mail' | 'html' | 'text' | 'unknown';

const startsWith = (bytes: Uint8Array, magic: number[]): boolean =>
  magic.every((byte, index) => bytes[index] === byte);

/** Header names a mail's first lines carry, one of which any mail has. */
const MAIL_HEADERS =
  /^(from|to|subject|date|message-id|mime-version|received|return-path|content-type|delivered-to|dkim-signature|reply-to|x-[a-z-]+):/i;

/** The format of a text, by its first lines. */
export function textFormat(text: string): FileFormat {
  const head = text
    .slice(0, 8192)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^BEGIN:VCALENDAR/i.test(head)) return 'calendar';
  const lines = head.split(/\r?\n/, 40);
  const blank = lines.indexOf('');
  const headerLines = blank < 0 ? lines : lines.slice(0, blank);
  if (
    headerLines.length > 0 &&
    /^[\x21-\x39\x3b-\x7e]+:/.test(lines[0] ?? '') &&
    headerLines.some((line) => MAIL_HEADERS.test(line))
  ) {
    return 'mail';
  }
  if (/<(!doctype html|html|head|body|script|div|table|meta)\b/i.test(head) || /\bitemscope\b/i.test(head))
    return 'html';
  return 'text';
}

/** The format of a file's bytes. */
export function sniffFormat(bytes: Uint8Array): FileFormat {
  const head = bytes.subarray(0, 1024);
  if (new TextDecoder('latin1').decode(head).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  // Text has no NUL byte; UTF-16 is not a format bookings come in.
  if (bytes.subarray(0, 8192).includes(0)) return 'unknown';
  return textFormat(new TextDecoder('utf-8').decode(bytes.subarray(0, 8192)));
}
