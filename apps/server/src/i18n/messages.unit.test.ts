import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidationRule } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { en } from './messages.en';
import { ptBR } from './messages.pt-BR';
import { isKnownText, textIn } from './messages';

const serverSource = fileURLToPath(new URL('..', import.meta.url));
const coreSource = fileURLToPath(new URL('../../../../packages/core/src', import.meta.url));

function sourcesUnder(dir: string, keep: (path: string) => boolean): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('testing'))
    .filter(keep)
    .map((path) => ({ path: relative(dir, path), text: readFileSync(path, 'utf8') }));
}

/** The literal a match starts with: its words, with each `${…}` of a template as a value. */
function wordsOf(quote: string, body: string): string {
  const unescaped = body.replace(/\\(.)/g, '$1');
  return quote === '`' ? unescaped.replace(/\$\{[^}]*\}/g, 'X') : unescaped;
}

/** Where an error's message is given: `new HttpError(status, 'code', …)`, `notFound(…)`, `limitReached(…)`. */
const THROWN =
  /(?:HttpError\(\s*\d+,\s*'[^']*',|notFound\(|limitReached\()\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
/** A text a core schema gives a check: `message: …` or `error: …`, and the texts of its conditions. */
const SCHEMA_TEXT =
  /(?:message|error):\s*(?:[^'"`,{}]*\?\s*)?(['"`])((?:\\.|(?!\1)[^\\])*)\1(?:\s*:\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3)?/g;

/** A sentence given to a check as its message: `.regex(pattern, 'Use a colour.')`. */
const CHECK_TEXT = /,\s*(['"`])([A-Z][^'"`]*[.!?])\1\s*\)/g;

/** Paths of every text in a catalogue: two catalogues that say the same things have the same paths. */
function pathsOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? pathsOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the server’s catalogues', () => {
  it('say the same things in each language', () => {
    expect(pathsOf(ptBR)).toEqual(pathsOf(en));
  });

  it('know every message the server throws as words', () => {
    const unknown: string[] = [];
    // The catalogues' own comments quote what a throw looks like.
    for (const { path, text } of sourcesUnder(serverSource, (path) => !path.includes('/i18n/'))) {
      for (const [, quote = '', body = ''] of text.matchAll(THROWN)) {
        // A text with values is thrown as a function of the catalogue, which the compiler checks.
        if (quote === '`' || !isKnownText(wordsOf(quote, body))) unknown.push(`${path}: ${body}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('leave the request schemas no English: core’s checks carry rule keys', () => {
    const english: string[] = [];
    const schemaFiles = (path: string) => /schemas\.ts$/.test(path);
    for (const { path, text } of sourcesUnder(coreSource, schemaFiles)) {
      for (const [, quote = '', body = '', otherQuote, otherBody = ''] of text.matchAll(SCHEMA_TEXT)) {
        const texts = otherQuote
          ? [wordsOf(quote, body), wordsOf(otherQuote, otherBody)]
          : [wordsOf(quote, body)];
        english.push(
          ...texts.filter((words) => !isValidationRule(words)).map((words) => `${path}: ${words}`),
        );
      }
      for (const [, , body = ''] of text.matchAll(CHECK_TEXT)) english.push(`${path}: ${body}`);
    }
    expect(english).toEqual([]);
  });

  it('give each English text once, as it is found again by its words', () => {
    const texts = [en.errors, en.validation, en.answers].flatMap((section) =>
      Object.values(section).filter((value) => typeof value === 'string'),
    );
    expect(texts.length).toBe(new Set(texts).size);
  });
});

describe('a text in the reader’s language', () => {
  it('is the English words for an English reader', () => {
    expect(textIn('en', 'Goal not found.')).toBe('Goal not found.');
    expect(textIn('en', (t) => t.errors.boardFull(1000))).toBe(
      'A board holds at most 1,000 lists: delete one to add another.',
    );
  });

  it('finds English words in the reader’s catalogue', () => {
    expect(textIn('pt-BR', 'Goal not found.')).toBe('Meta não encontrada.');
    expect(textIn('pt-BR', 'That token had used.')).toBe('Este token já foi usado.');
  });

  it('finds a text with values by its pattern, the values kept', () => {
    expect(textIn('pt-BR', 'No exchange rates are known between KPW and EUR.')).toBe(
      'Não se conhece nenhuma cotação entre KPW e EUR.',
    );
    expect(textIn('pt-BR', 'No EUR to BRL rate is known for 2027-06-10.')).toBe(
      'Não se conhece uma cotação de EUR para BRL em 2027-06-10.',
    );
  });

  it('counts in the reader’s plural forms', () => {
    expect(textIn('pt-BR', (t) => t.errors.tooManySignIns(1))).toBe(
      'Tentativas de entrar sem sucesso demais. Tente de novo em 1 minuto.',
    );
    expect(textIn('pt-BR', (t) => t.errors.tooManySignIns(15))).toMatch(/em 15 minutos\.$/);
    expect(textIn('pt-BR', (t) => t.reminders.howSoon(3))).toBe('em 3 dias');
    expect(textIn('en', (t) => t.errors.tooManySignIns(15))).toBe(
      'Too many failed sign-ins. Try again in 15 minute(s).',
    );
  });

  it('leaves words no catalogue holds as they came', () => {
    expect(textIn('pt-BR', 'Body is not valid JSON')).toBe('Body is not valid JSON');
  });
});
