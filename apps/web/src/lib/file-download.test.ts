import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './file-download';

describe('attachmentFileName', () => {
  it('reads the quoted name of an attachment', () => {
    expect(attachmentFileName('attachment; filename="wayfarer-export-2026-05-01.zip"')).toBe(
      'wayfarer-export-2026-05-01.zip',
    );
  });

  it('reads a bare name, and unescapes a quoted one', () => {
    expect(attachmentFileName('attachment; filename=report.csv')).toBe('report.csv');
    expect(attachmentFileName('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('prefers the UTF-8 name when both are given', () => {
    expect(
      attachmentFileName(`attachment; filename="Sao Paulo.zip"; filename*=UTF-8''S%C3%A3o%20Paulo.zip`),
    ).toBe('São Paulo.zip');
  });

  it('keeps only the last part of a name with folders', () => {
    expect(attachmentFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentFileName('attachment; filename="C:\\\\temp\\\\a.zip"')).toBe('a.zip');
  });

  it('answers null without a name', () => {
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName('inline')).toBeNull();
    expect(attachmentFileName('attachment; filename=""')).toBeNull();
  });
});
