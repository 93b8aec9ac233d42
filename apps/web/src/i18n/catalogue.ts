import type { Language } from '@wayfarer/core';
import type { Messages } from './messages';

export type { Messages };

/**
 * Each language's catalogue is a chunk of its own, loaded when the language is first needed: a reader
 * downloads only the language they read.
 */
export const catalogueLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  'pt-BR': () => import('./pt-BR').then((module) => module.ptBR),
};

const loads = new Map<Language, Promise<Messages>>();

/** The language's catalogue, asked for once however many times it is needed. */
export function loadCatalogue(language: Language): Promise<Messages> {
  let load = loads.get(language);
  if (!load) {
    load = catalogueLoaders[language]();
    // A chunk that failed to arrive (a dropped connection) is asked for again next time.
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}
