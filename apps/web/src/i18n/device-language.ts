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

/** The language chosen on this device, or else the first of the browser's languages Wayfarer speaks. */
export function deviceLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const chosen = languageOf(decodeURIComponent(COOKIE.exec(document.cookie)?.[1] ?? ''));
  return chosen ?? languageOfPreferences(navigator.languages ?? [navigator.language]);
}

/** Keeps the language for this device's next visits, the sign-in page included. */
export function rememberDeviceLanguage(language: Language): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  } catch {
    // A page that refuses cookies forgets the choice at the next visit; nothing else depends on it.
  }
}
