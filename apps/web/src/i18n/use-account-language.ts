import { useEffect } from 'react';
import type { Language } from '@wayfarer/core';
import { rememberDeviceLanguage } from './device-language';
import { currentLanguage, switchLanguage } from './language';

/**
 * Once signed in, the app speaks the account's language (set at sign-up, changed in My Account), and
 * this device remembers it for the sign-in page; the page is drawn again in place, not reloaded.
 */
export function useAccountLanguage(account: { language: Language } | undefined): void {
  const language = account?.language;
  useEffect(() => {
    if (!language) return;
    rememberDeviceLanguage(language);
    if (language !== currentLanguage()) switchLanguage(language).catch(() => undefined);
  }, [language]);
}
