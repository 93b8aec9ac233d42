import type { Language } from '@wayfarer/core';
import { rememberDeviceLanguage } from '@/i18n/device-language';
import { switchLanguage } from '@/i18n/language';

/**
 * The language chosen on the sign-in page: this device keeps it for its next visits (and says it to the
 * server, which answers and mails in it), and the page is drawn again in it, without a reload.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberDeviceLanguage(language);
  await switchLanguage(language);
}
