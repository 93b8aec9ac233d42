import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { showLanguage } from '@/i18n/language';
import { ptBR } from '@/i18n/pt-BR';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-06-10T12:00:00Z');
const ago = (ms: number) => now - ms;
const MINUTE = 60_000;

describe('when a notification came', () => {
  it('is just now within the minute', () => {
    expect(relativeTime(ago(20_000), now, 'en')).toBe('just now');
    // A clock a little ahead of the server's is not the future.
    expect(relativeTime(now + 5_000, now, 'en')).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(5 * MINUTE), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 60 * MINUTE), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(30 * 60 * MINUTE), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 60 * MINUTE), now, 'en')).toBe('3 days ago');
  });

  it('gives its date past a week', () => {
    expect(relativeTime(Date.parse('2026-05-20T12:00:00Z'), now, 'en-GB')).toBe('20 May');
  });
});

describe('when a notification came, in the language drawn in', () => {
  it('is said in English by default', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(2 * 60 * MINUTE), now)).toBe('2 hours ago');
  });

  it('is said in Portuguese', () => {
    showLanguage('pt-BR', ptBR);
    try {
      expect(relativeTime(ago(10_000), now)).toBe('agora mesmo');
      expect(relativeTime(ago(5 * MINUTE), now)).toBe('há 5 minutos');
      expect(relativeTime(ago(30 * 60 * MINUTE), now)).toBe('ontem');
      expect(relativeTime(Date.parse('2026-05-20T12:00:00Z'), now)).toBe('20 de mai.');
    } finally {
      showLanguage('en', en);
    }
  });
});
