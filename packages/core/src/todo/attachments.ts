/**
 * What an attachment may be, judged from its bytes (spec sections 2 and 5 state pdf, doc, jpeg, jpg, png;
 * docx is accepted too, since that is what a Word user has today). `ext` ends the stored file name.
 */
export const ATTACHMENT_TYPES = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'doc', mime: 'application/msword' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'png', mime: 'image/png' },
] as const;

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** For a file input's `accept`: the extensions a user knows these types by. */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

/** Stored names are 128 random bits in hex plus the sniffed extension; nothing else can name an upload. */
export const ATTACHMENT_FILE_NAME_PATTERN = /^[0-9a-f]{32}\.(?:pdf|docx?|jpg|png)$/;
