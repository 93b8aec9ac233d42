import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, languageOfPreferences } from './languages';
import { languageSchema } from './schemas';

describe('the reader’s language', () => {
  it('serves every Portuguese in Brazilian Portuguese', () => {
    for (const tag of ['pt', 'pt-BR', 'pt-PT', 'pt-AO', 'PT-br']) {
      expect(languageOfPreferences([tag])).toBe('pt-BR');
      expect(languageOfAcceptLanguage(tag)).toBe('pt-BR');
    }
  });

  it('serves English for any other language, and for none', () => {
    expect(languageOfPreferences(['fr-FR', 'de'])).toBe('en');
    expect(languageOfPreferences([])).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
    expect(languageOfAcceptLanguage('')).toBe('en');
    expect(languageOfAcceptLanguage('*')).toBe('en');
    expect(languageOfAcceptLanguage('es-ES,es;q=0.9')).toBe('en');
  });

  it('takes the first language it speaks from the browser’s list', () => {
    expect(languageOfPreferences(['fr', 'pt-PT', 'en'])).toBe('pt-BR');
    expect(languageOfPreferences(['en-GB', 'pt-BR'])).toBe('en');
  });

  it('follows the header’s weights rather than its order', () => {
    expect(languageOfAcceptLanguage('en;q=0.5, pt-BR;q=0.9')).toBe('pt-BR');
    expect(languageOfAcceptLanguage('pt;q=0.4,en-US;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr-CH, fr;q=0.9, pt;q=0.8, en;q=0.7, *;q=0.5')).toBe('pt-BR');
  });

  it('breaks a tie of weights by the header’s order', () => {
    expect(languageOfAcceptLanguage('pt-BR,en')).toBe('pt-BR');
    expect(languageOfAcceptLanguage('en,pt-BR')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=0.8,pt;q=0.8')).toBe('en');
  });

  it('ignores what is refused or unreadable', () => {
    expect(languageOfAcceptLanguage('pt;q=0, en;q=0.1')).toBe('en');
    expect(languageOfAcceptLanguage('pt;q=abc, en;q=0.1')).toBe('en');
    expect(languageOfAcceptLanguage(' ,;q=1, pt-BR ; q=0.7')).toBe('pt-BR');
  });
});

describe('an account’s language', () => {
  it('is one of the two Wayfarer speaks, spelt as they are', () => {
    expect(languageSchema.safeParse('pt-BR').success).toBe(true);
    expect(languageSchema.safeParse('en').success).toBe(true);
    for (const other of ['pt', 'pt-br', 'fr', '', 42])
      expect(languageSchema.safeParse(other).success).toBe(false);
  });
});
