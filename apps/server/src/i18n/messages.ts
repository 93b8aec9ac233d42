import type { Language } from '@wayfarer/core';
import { en, type Messages } from './messages.en';
import { ptBR } from './messages.pt-BR';

export type { Messages };

/** A text with values, written from the reader's catalogue when the reader is known. */
export type Text = (messages: Messages) => string;

const CATALOGUES: Record<Language, Messages> = { en, 'pt-BR': ptBR };

export const messagesOf = (language: Language): Messages => CATALOGUES[language];

/** Texts that arrive as English words with values in them, each value a string. */
type Recognised = Readonly<Record<string, string | ((...values: string[]) => string)>>;

/**
 * The English texts the server may hold as words rather than as a `Text`, each with where the reader's
 * catalogue keeps it: plain texts by their words, the schemas' and feeds' texts with values by pattern.
 */
const byWords = new Map<string, Text>();
const byPattern: {
  pattern: RegExp;
  arity: number;
  text: (messages: Messages) => string | ((...values: string[]) => string);
}[] = [];

function learnWords(
  english: Readonly<Record<string, unknown>>,
  section: (messages: Messages) => Readonly<Record<string, unknown>>,
): void {
  for (const [key, value] of Object.entries(english)) {
    if (typeof value !== 'string') continue;
    byWords.set(value, (messages) => {
      const said = section(messages)[key];
      return typeof said === 'string' ? said : value;
    });
  }
}

/** A slot no real text holds, to find where a function of strings puts each value. */
const slot = (index: number) => `\uE000${index}\uE001`;

function learnPatterns(english: Recognised, section: (messages: Messages) => Recognised): void {
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') continue;
    const arity = value.length;
    const escaped = value(...Array.from({ length: arity }, (_, index) => slot(index))).replace(
      /[.*+?^${}()|[\]\\]/g,
      '\\$&',
    );
    const pattern = new RegExp(`^${escaped.replace(/\uE000(\d+)\uE001/g, '(?<v$1>.*)')}$`, 's');
    byPattern.push({ pattern, arity, text: (messages) => section(messages)[key] ?? value });
  }
}

learnWords(en.errors, (messages) => messages.errors);
learnWords(en.answers, (messages) => messages.answers);
learnWords(en.validation, (messages) => messages.validation);
learnPatterns(en.validation, (messages) => messages.validation);

/** Whether these English words are a text of the catalogues: what a test holds every thrown text to. */
export function isKnownText(english: string): boolean {
  return byWords.has(english) || byPattern.some(({ pattern }) => pattern.test(english));
}

/**
 * A text in the reader's language: a `Text` from their catalogue; English words found again in it, by their
 * words or their pattern; words no catalogue holds as they came.
 */
export function textIn(language: Language, text: string | Text): string {
  const messages = messagesOf(language);
  if (typeof text !== 'string') return text(messages);
  if (language === 'en') return text;
  const known = byWords.get(text);
  if (known) return known(messages);
  for (const { pattern, arity, text: said } of byPattern) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Array.from({ length: arity }, (_, index) => match.groups?.[`v${index}`] ?? '');
    const words = said(messages);
    return typeof words === 'string' ? words : words(...values);
  }
  return text;
}
