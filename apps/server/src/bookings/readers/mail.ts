import PostalMime from 'postal-mime';
import { READ_LIMITS, Unreadable } from './limits';

/*
 * Mails (RFC 5322 with MIME) as postal-mime parses them: with its own bounds on parts and nesting, and
 * every message/rfc822 part kept as an attachment, which the caller reads as a file of its own, one level
 * deeper, so that a mail forwarded as an attachment is read and READ_LIMITS.depth holds.
 */

export interface MailParts {
  /** The mail's Date, the reference for a boarding pass's year; none when absent or unreadable. */
  date: Date | undefined;
  html: string;
  text: string;
  attachments: { name: string; type: string; bytes: Uint8Array }[];
}

/** The parts of a mail; refuses (Unreadable) one past postal-mime's bounds or past repair. */
export async function mailParts(bytes: Uint8Array): Promise<MailParts> {
  try {
    const mail = await PostalMime.parse(bytes, {
      forceRfc822Attachments: true,
      maxRfc822NestingDepth: 0,
      maxNestingDepth: 20,
      maxPartCount: READ_LIMITS.zipEntries,
      maxHeadersSize: 256 * 1024,
      attachmentEncoding: 'arraybuffer',
    });
    const date = mail.date ? new Date(mail.date) : undefined;
    return {
      date: date && !Number.isNaN(+date) ? date : undefined,
      html: mail.html ?? '',
      text: mail.text ?? '',
      attachments: mail.attachments.slice(0, READ_LIMITS.zipEntries).map((attachment) => ({
        name: attachment.filename ?? '',
        type: attachment.mimeType,
        bytes:
          typeof attachment.content === 'string'
            ? new TextEncoder().encode(attachment.content)
            : new Uint8Array(attachment.content),
      })),
    };
  } catch {
    throw new Unreadable('damaged');
  }
}
