import { describe, expect, it } from 'vitest';
import { downloadProgressText } from './download-progress';

describe('downloadProgressText', () => {
  it('says the archive is being prepared before its first bytes', () => {
    expect(downloadProgressText(null)).toBe('Preparing…');
  });

  it('counts kilobytes under a megabyte, never zero', () => {
    expect(downloadProgressText(12)).toBe('Downloaded 1 KB…');
    expect(downloadProgressText(340_400)).toBe('Downloaded 340 KB…');
  });

  it('counts megabytes with one decimal past one', () => {
    expect(downloadProgressText(3_240_000)).toBe('Downloaded 3.2 MB…');
    expect(downloadProgressText(52_000_000)).toBe('Downloaded 52.0 MB…');
  });
});
