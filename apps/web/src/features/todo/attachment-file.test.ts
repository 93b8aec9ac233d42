import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { ApiRequestError } from '@/lib/api-client';
import {
  attachmentMessages,
  checkAttachmentFile,
  formatFileSize,
  linkExpiresAt,
  uploadFailureMessage,
} from './attachment-file';

const MB = 1024 * 1024;

describe('checking a picked attachment', () => {
  it.each(['ticket.pdf', 'visa.DOC', 'form.docx', 'photo.jpeg', 'photo.JPG', 'map.png'])(
    'lets %s through',
    (name) => {
      expect(checkAttachmentFile({ name, size: 1000 })).toBeNull();
    },
  );

  it.each(['script.exe', 'notes.txt', 'archive.pdf.zip', 'pdf'])('refuses %s by its type', (name) => {
    expect(checkAttachmentFile({ name, size: 1000 })).toEqual(attachmentMessages().wrongType);
  });

  it('refuses a file over 10 MB, and takes one of exactly 10 MB', () => {
    expect(checkAttachmentFile({ name: 'scan.pdf', size: 10 * MB + 1 })).toEqual(
      attachmentMessages().tooLarge,
    );
    expect(checkAttachmentFile({ name: 'scan.pdf', size: 10 * MB })).toBeNull();
    expect(attachmentMessages().tooLarge).toEqual({
      type: 'error',
      title: 'This file is too large.',
      text: 'Attachments can be at most 10 MB.',
    });
  });
});

describe('a refused upload', () => {
  it('names the wrong type (415) and the size (413)', () => {
    expect(uploadFailureMessage(new ApiRequestError(415, 'unsupported_file_type', 'no'))).toEqual(
      attachmentMessages().wrongType,
    );
    expect(uploadFailureMessage(new ApiRequestError(413, 'too_large', 'no'))).toEqual(
      attachmentMessages().tooLarge,
    );
  });

  it("shows the server's words for a full quota (413) and for too many files not yet attached (429)", () => {
    const full = 'Your attachments take 99.5 MB of your 100 MB: delete some to attach this file.';
    expect(uploadFailureMessage(new ApiRequestError(413, 'upload_quota_exceeded', full))).toEqual({
      type: 'error',
      title: 'Your attachments are full.',
      text: full,
    });
    const pending = '20 of your uploaded files are not attached to a list yet.';
    expect(uploadFailureMessage(new ApiRequestError(429, 'too_many_pending_uploads', pending))).toEqual({
      type: 'error',
      title: 'Too many files wait to be attached.',
      text: pending,
    });
  });

  it('is a plain failure otherwise', () => {
    expect(uploadFailureMessage(new ApiRequestError(0, 'network_error', 'no'))).toEqual(
      attachmentMessages().uploadFailed,
    );
    expect(uploadFailureMessage(new Error('boom'))).toEqual(attachmentMessages().uploadFailed);
  });
});

describe('small things about files', () => {
  it('formats sizes', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(812 * 1024)).toBe('812 KB');
    expect(formatFileSize(2.44 * MB)).toBe('2.4 MB');
  });

  it('writes sizes as the language does', () => {
    showLanguage('pt-BR', ptBR);
    try {
      expect(formatFileSize(2.44 * MB)).toBe('2,4 MB');
      expect(attachmentMessages().tooLarge.text).toBe('Os anexos podem ter no máximo 10 MB.');
    } finally {
      showLanguage('en', en);
    }
  });

  it('reads when a signed link expires', () => {
    expect(linkExpiresAt('a1.pdf?expires=1760000000000&sig=abc')).toBe(1_760_000_000_000);
    expect(linkExpiresAt('a1.pdf')).toBeNull();
    expect(linkExpiresAt('a1.pdf?sig=abc')).toBeNull();
  });
});
