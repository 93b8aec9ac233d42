import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageOf,
  languageOfPreferences,
  type Language,
} from '@wayfarer/core';

/** 400 days, the longest Chrome keeps a cookie; a choice of language is no secret. */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/*
 * Read once per page load: every API call names it, and reading document.cookie is a round trip to the
 * browser's cookie store each time. A choice made meanwhile in another tab is read at this one's next load.
 */
let known: Language | undefined;

/** The language chosen on this device, or else the first of the browser's languages Wayfarer speaks. */
export function deviceLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  if (known) return known;
  const chosen = languageOf(decodeURIComponent(COOKIE.exec(document.cookie)?.[1] ?? ''));
  known = chosen ?? languageOfPreferences(navigator.languages ?? [navigator.language]);
  return known;
}

/** Keeps the language for this device's next visits, the sign-in page included. */
export function rememberDeviceLanguage(language: Language): void {
  known = language;
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  } catch {
    // A page that refuses cookies forgets the choice at the next visit; nothing else depends on it.
  }
}
