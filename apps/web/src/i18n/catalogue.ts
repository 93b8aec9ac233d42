import type { Language } from '@wayfarer/core';
import type { Messages } from './messages';

export type { Messages };

/**
 * Each language's catalogue is a chunk of its own, loaded when the language is first needed: a reader
 * downloads only the language they read.
 */
export const catalogueLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => loaded(module.address, module.en)),
  'pt-BR': () => import('./pt-BR').then((module) => loaded(module.address, module.ptBR)),
};

const addresses = new Set<string>();

function loaded(address: string, messages: Messages): Messages {
  addresses.add(address);
  return messages;
}

/** Where the catalogues this page loaded came from: only these are kept for offline use. */
export const loadedCatalogueAddresses = (): string[] => [...addresses];

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
