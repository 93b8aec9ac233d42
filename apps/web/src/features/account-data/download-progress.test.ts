import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { downloadProgressText } from './download-progress';

afterEach(() => showLanguage('en', en));

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

  it('writes the amount as Portuguese does, in Portuguese', () => {
    showLanguage('pt-BR', ptBR);
    expect(downloadProgressText(null)).toBe('Preparando…');
    expect(downloadProgressText(340_400)).toBe('340 KB baixados…');
    expect(downloadProgressText(3_240_000)).toBe('3,2 MB baixados…');
  });
});
