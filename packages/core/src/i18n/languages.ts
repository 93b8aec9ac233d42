/** The languages Wayfarer speaks; the first is the one for everyone else. */
export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The language chosen on a device (the picker on /login, the account's language once signed in): a
 * cookie, so that it outlives Exit, which clears the session's storage, and reaches the server with the
 * page's request.
 */
export const LANGUAGE_COOKIE = 'wayfarer_language';

/** The language a string names, or null when it is not one Wayfarer speaks as spelt. */
export function languageOf(value: string | null | undefined): Language | null {
  return (LANGUAGES as readonly (string | null | undefined)[]).includes(value) ? (value as Language) : null;
}

/**
 * The language for one of a browser's or a header's language tags: every Portuguese is served the
 * Brazilian one, the only Portuguese there is; null for a language Wayfarer does not speak.
 */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'en') return 'en';
  return null;
}

/** The first of the reader's languages, most preferred first, that Wayfarer speaks; else English. */
export function languageOfPreferences(list: readonly string[]): Language {
  for (const tag of list) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** An `Accept-Language` entry's weight: 1 without `q`, 0 for one that cannot be read. */
function weightOf(parameters: readonly string[]): number {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
  if (q === undefined) return 1;
  const weight = Number(q.slice(2));
  return Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0;
}

/**
 * The language an `Accept-Language` header asks for ('pt-BR,pt;q=0.9,en;q=0.8'), by its weights, the
 * header's order breaking ties; `*` and weight 0 ask for nothing. English without a header.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...parameters] = entry.split(';');
      return { tag: tag.trim(), weight: weightOf(parameters), order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return languageOfPreferences(wanted.map(({ tag }) => tag));
}
