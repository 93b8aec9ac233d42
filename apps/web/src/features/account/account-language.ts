import type { Language } from '@wayfarer/core';
import { rememberDeviceLanguage } from '@/i18n/device-language';
import { switchLanguage } from '@/i18n/language';

/**
 * The account's language, once saved: this device keeps it for its sign-in page, and the app is drawn
 * again in it, without a reload. A catalogue that could not be loaded leaves the app as it is, and is
 * only logged: the account holds the language, which the next visit shows.
 */
export async function showAccountLanguage(language: Language): Promise<void> {
  rememberDeviceLanguage(language);
  try {
    await switchLanguage(language);
  } catch (error) {
    console.error('The language could not be loaded:', error);
  }
}
