import { useSyncExternalStore } from 'react';
import type { Language } from '@wayfarer/core';
import { loadCatalogue, type Messages } from './catalogue';

interface Reading {
  language: Language;
  messages: Messages;
}

/*
 * The language the app is drawn in and its catalogue: one for the whole tab, so that any code (a
 * component, an error's text built in a handler) reads the same words; components follow a switch
 * through useMessages, without a reload.
 */
let reading: Reading | null = null;
const listeners = new Set<() => void>();

/** Draws the app in a language whose catalogue is at hand (tests, the build's first paints, a switch). */
export function showLanguage(language: Language, messages: Messages): void {
  if (reading?.language === language && reading.messages === messages) return;
  reading = { language, messages };
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Loads the language's catalogue and draws the app in it; the page stays as it is meanwhile. */
export async function switchLanguage(language: Language): Promise<void> {
  const messages = await loadCatalogue(language);
  showLanguage(language, messages);
}

function current(): Reading {
  if (!reading) throw new Error('The catalogue is read before a language was loaded (switchLanguage).');
  return reading;
}

/** The catalogue of the language the app is drawn in, for code outside components. */
export function messages(): Messages {
  return current().messages;
}

/** The language the app is drawn in, for code outside components. */
export function currentLanguage(): Language {
  return current().language;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The catalogue to draw with: the component draws again when the language changes. */
export function useMessages(): Messages {
  return useSyncExternalStore(subscribe, messages, messages);
}

/** The language the app is drawn in: the component draws again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
